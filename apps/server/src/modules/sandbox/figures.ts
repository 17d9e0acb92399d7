import type { PageDayFigures, PostFigures } from '@pagewise/networks/adapter';
import { jitter, type SandboxPostFacts } from './activity.ts';

const dayMs = 86_400_000;

/** Where a sandbox page's audience lives, most first (more than reporting keeps: it cuts at 45). */
const countries = [
  'FR',
  'BE',
  'CH',
  'CA',
  'US',
  'DE',
  'IT',
  'ES',
  'PT',
  'GB',
  'NL',
  'LU',
  'MA',
  'SN',
  'CI',
  'TN',
  'DZ',
  'BR',
  'MX',
  'AR',
  'JP',
  'KR',
  'IN',
  'AU',
  'NZ',
  'IE',
  'AT',
  'PL',
  'SE',
  'NO',
  'DK',
  'FI',
  'CZ',
  'GR',
  'RO',
  'HU',
  'TR',
  'IL',
  'AE',
  'SG',
  'HK',
  'ZA',
  'EG',
  'CL',
  'CO',
  'PE',
  'UY',
  'QA',
] as const;
const bands = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;

/**
 * The sandbox page's figures for the last `days` complete days (UTC), oldest first: a page that
 * grows, with more seen, reached and reacted to on the days it posted. Every figure is given, so
 * that each reporting section has something to show; the audience by country holds more than the
 * 45 countries reporting keeps.
 */
export function generatedPageFigures(
  page: { id: string; followersAtStart: number; createdAt: Date },
  posts: SandboxPostFacts[],
  now: Date,
  days: number,
): PageDayFigures[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const figures: PageDayFigures[] = [];
  for (let back = days; back >= 1; back--) {
    const start = today - back * dayMs;
    const date = new Date(start).toISOString().slice(0, 10);
    const seed = `${page.id}.${date}`;
    const postsThatDay = posts.filter(
      (post) => post.createdAt.getTime() >= start && post.createdAt.getTime() < start + dayMs,
    ).length;
    // Two followers a day since the page opened (fewer before it), three more per post before the day.
    const daysOpen = Math.floor((start + dayMs - page.createdAt.getTime()) / dayMs);
    const postsBefore = posts.filter((post) => post.createdAt.getTime() < start + dayMs).length;
    const followers = Math.max(0, page.followersAtStart + daysOpen * 2 + postsBefore * 3);
    const impressions = Math.round(40 + followers * 0.05 + postsThatDay * 150 + jitter(`${seed}.seen`) * 30);
    const reach = Math.round(impressions * (0.6 + jitter(`${seed}.reach`) * 0.2));
    const share = (rate: number, name: string) =>
      Math.round(impressions * rate * (0.8 + jitter(`${seed}.${name}`) * 0.4));
    const videoViews3s = share(0.2, 'video');
    figures.push({
      date,
      followers,
      impressions,
      reach,
      reactions: share(0.05, 'reactions'),
      comments: share(0.012, 'comments'),
      shares: share(0.006, 'shares'),
      linkClicks: share(0.015, 'clicks'),
      videoViews3s,
      videoViews10s: Math.round(videoViews3s * 0.6),
      videoViews15s: Math.round(videoViews3s * 0.4),
      videoViews30s: Math.round(videoViews3s * 0.2),
      countries: Object.fromEntries(
        countries.map((code, rank) => [code, Math.max(1, Math.round(followers / (rank + 2) ** 1.3))]),
      ),
      demographics: Object.fromEntries(
        bands.flatMap((band, index) => [
          [`F.${band}`, Math.round(followers * (index === 2 ? 0.18 : 0.06))],
          [`M.${band}`, Math.round(followers * (index === 2 ? 0.14 : 0.05))],
        ]),
      ),
    });
  }
  return figures;
}

/**
 * A sandbox post's figures at `now`: seen by more people the longer it is out (most in its first
 * day), with reactions, comments, shares, clicks and video views in proportion.
 */
export function generatedPostFigures(post: SandboxPostFacts, now: Date): Omit<PostFigures, 'remoteId'> {
  const ageHours = Math.max(0, (now.getTime() - post.createdAt.getTime()) / 3_600_000);
  const seen = 200 + Math.floor(jitter(`${post.id}.audience`) * 400);
  const impressions = Math.round(seen * (1 - Math.exp(-ageHours / 8)) + Math.min(ageHours, 672) * 0.5);
  const part = (rate: number, name: string) =>
    Math.round(impressions * rate * (0.8 + jitter(`${post.id}.${name}`) * 0.4));
  return {
    impressions,
    reach: Math.round(impressions * 0.7),
    reactions: part(0.06, 'reactions'),
    comments: part(0.015, 'comments'),
    shares: part(0.008, 'shares'),
    clicks: part(0.02, 'clicks'),
    videoViews: part(0.25, 'video'),
  };
}
