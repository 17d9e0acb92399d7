import type { ConnectedPage, PageDayFigures } from '../adapter.ts';
import { completeDays, givenFigures, sumOfGiven } from '../figure-days.ts';
import type { GoogleClient } from '../google/google-request.ts';

type DatedValue = { date?: { year: number; month: number; day: number }; value?: string };
type Answer = {
  multiDailyMetricTimeSeries?: {
    dailyMetricTimeSeries?: { dailyMetric?: string; timeSeries?: { datedValues?: DatedValue[] } }[];
  }[];
};

const impressionMetrics = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
];
/** The Performance API keeps about 18 months. */
export const businessFiguresKeptDays = 540;

/**
 * A location's days from the Business Profile Performance API
 * (`locations.fetchMultiDailyMetricsTimeSeries`): impressions (its four BUSINESS_IMPRESSIONS_*
 * series) and website clicks (link clicks). A dated value without `value` counts nothing that day
 * (0); a series the API did not give is left out. A profile has no followers, reactions or audience
 * in the API, and its posts no figures since the v4 local post insights were retired.
 */
export async function readGoogleBusinessPageFigures(
  google: GoogleClient,
  baseUrl: string,
  page: ConnectedPage,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const dates = completeDays(Math.min(days, businessFiguresKeptDays), now);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const locationId = page.remoteId.split('/locations/')[1] ?? page.remoteId;
  const query = new URLSearchParams();
  for (const metric of [...impressionMetrics, 'WEBSITE_CLICKS']) query.append('dailyMetrics', metric);
  for (const [name, date] of [
    ['start_date', first],
    ['end_date', last],
  ] as const) {
    const [year, month, day] = date.split('-').map(Number);
    query.set(`dailyRange.${name}.year`, String(year));
    query.set(`dailyRange.${name}.month`, String(month));
    query.set(`dailyRange.${name}.day`, String(day));
  }
  const answer = await google.call<Answer>({
    url: `${baseUrl}/v1/locations/${locationId}:fetchMultiDailyMetricsTimeSeries?${query}`,
    accessToken: page.credentials.accessToken,
  });
  const series = new Map<string, Map<string, number>>();
  for (const group of answer.multiDailyMetricTimeSeries ?? []) {
    for (const entry of group.dailyMetricTimeSeries ?? []) {
      const byDay = new Map<string, number>();
      for (const point of entry.timeSeries?.datedValues ?? []) {
        if (!point.date) continue;
        const { year, month, day } = point.date;
        byDay.set(`${year}-${pad(month)}-${pad(day)}`, Number(point.value ?? 0));
      }
      series.set(entry.dailyMetric ?? '', byDay);
    }
  }
  return dates.map((date) => ({
    date,
    ...givenFigures({
      impressions: sumOfGiven(...impressionMetrics.map((metric) => series.get(metric)?.get(date))),
      linkClicks: series.get('WEBSITE_CLICKS')?.get(date),
    }),
  }));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
