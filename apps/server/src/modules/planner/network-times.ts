import type { NetworkKind } from '@pagewise/shared/networks/kinds';

/** A general good time: day (1 = Monday … 7 = Sunday), hour on the audience's clock, how good it is (0–1). */
type GeneralTime = { weekday: number; hour: number; score: number };

/**
 * Good times to post on a network in general, shown while a page has too few measured posts of its
 * own (`minimumPostsForOptimalTimes`). A rough reading of the public "best time to post" studies
 * (weekday mid-mornings and lunch hours for professional networks, evenings and weekends for
 * entertainment ones), on the audience's own clock, taken to be the account's time zone (an
 * audience's mid-morning is 9–11 where it lives). A starting point, replaced by the page's own
 * figures as soon as they are enough: keep it short, five times per network.
 */
const weekdayMornings: GeneralTime[] = [
  { weekday: 2, hour: 10, score: 1 },
  { weekday: 3, hour: 10, score: 0.96 },
  { weekday: 4, hour: 11, score: 0.92 },
  { weekday: 3, hour: 13, score: 0.88 },
  { weekday: 1, hour: 11, score: 0.84 },
];
const professional: GeneralTime[] = [
  { weekday: 3, hour: 9, score: 1 },
  { weekday: 2, hour: 10, score: 0.95 },
  { weekday: 4, hour: 9, score: 0.92 },
  { weekday: 2, hour: 12, score: 0.86 },
  { weekday: 4, hour: 13, score: 0.82 },
];
const visual: GeneralTime[] = [
  { weekday: 3, hour: 11, score: 1 },
  { weekday: 2, hour: 12, score: 0.94 },
  { weekday: 5, hour: 11, score: 0.9 },
  { weekday: 4, hour: 18, score: 0.86 },
  { weekday: 1, hour: 12, score: 0.82 },
];
const evenings: GeneralTime[] = [
  { weekday: 4, hour: 19, score: 1 },
  { weekday: 5, hour: 18, score: 0.95 },
  { weekday: 2, hour: 19, score: 0.9 },
  { weekday: 6, hour: 11, score: 0.86 },
  { weekday: 7, hour: 18, score: 0.82 },
];
const shortNews: GeneralTime[] = [
  { weekday: 3, hour: 9, score: 1 },
  { weekday: 2, hour: 9, score: 0.95 },
  { weekday: 4, hour: 9, score: 0.92 },
  { weekday: 5, hour: 8, score: 0.86 },
  { weekday: 1, hour: 13, score: 0.8 },
];
/** Local customers look a business up around lunch and before the weekend. */
const local: GeneralTime[] = [
  { weekday: 5, hour: 11, score: 1 },
  { weekday: 4, hour: 12, score: 0.94 },
  { weekday: 6, hour: 10, score: 0.9 },
  { weekday: 3, hour: 12, score: 0.86 },
  { weekday: 2, hour: 17, score: 0.82 },
];

const byNetwork: Record<NetworkKind, GeneralTime[]> = {
  sandbox: weekdayMornings,
  facebook_page: weekdayMornings,
  facebook_group: weekdayMornings,
  instagram: visual,
  threads: visual,
  pinterest: evenings,
  tiktok: evenings,
  youtube: evenings,
  linkedin: professional,
  twitter: shortNews,
  bluesky: shortNews,
  telegram: shortNews,
  google_business: local,
  onesignal: weekdayMornings,
  pushwoosh: weekdayMornings,
  webpushr: weekdayMornings,
};

/** The general good times of a network, as minutes from Monday 00:00 on the account's clock, best first. */
export function networkTimes(kind: NetworkKind | string): { minuteOfWeek: number; score: number }[] {
  const times = byNetwork[kind as NetworkKind] ?? weekdayMornings;
  return times.map((time) => ({
    minuteOfWeek: ((time.weekday - 1) * 24 + time.hour) * 60,
    score: time.score,
  }));
}
