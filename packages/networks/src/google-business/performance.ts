import type { ConnectedPage, PageMetrics } from '../adapter.ts';
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
const engagementMetrics = [
  'CALL_CLICKS',
  'WEBSITE_CLICKS',
  'BUSINESS_DIRECTION_REQUESTS',
  'BUSINESS_CONVERSATIONS',
];

/**
 * Business Profile Performance API `locations.fetchMultiDailyMetricsTimeSeries`. Impressions are
 * the four BUSINESS_IMPRESSIONS_* series, engagements calls, website clicks, direction requests
 * and conversations. A profile has no followers in the API: 0.
 */
export async function readPerformance(
  google: GoogleClient,
  baseUrl: string,
  page: ConnectedPage,
  days: number,
): Promise<PageMetrics> {
  const locationId = page.remoteId.split('/locations/')[1] ?? page.remoteId;
  const end = new Date();
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const query = new URLSearchParams();
  for (const metric of [...impressionMetrics, ...engagementMetrics]) query.append('dailyMetrics', metric);
  for (const [name, date] of [
    ['start_date', start],
    ['end_date', end],
  ] as const) {
    query.set(`dailyRange.${name}.year`, String(date.getUTCFullYear()));
    query.set(`dailyRange.${name}.month`, String(date.getUTCMonth() + 1));
    query.set(`dailyRange.${name}.day`, String(date.getUTCDate()));
  }
  const answer = await google.call<Answer>({
    url: `${baseUrl}/v1/locations/${locationId}:fetchMultiDailyMetricsTimeSeries?${query}`,
    accessToken: page.credentials.accessToken,
  });
  const byDay = new Map<string, { impressions: number; engagements: number }>();
  for (let day = 0; day < days; day += 1) {
    byDay.set(new Date(start.getTime() + day * 86_400_000).toISOString().slice(0, 10), {
      impressions: 0,
      engagements: 0,
    });
  }
  for (const group of answer.multiDailyMetricTimeSeries ?? []) {
    for (const series of group.dailyMetricTimeSeries ?? []) {
      const field = impressionMetrics.includes(series.dailyMetric ?? '') ? 'impressions' : 'engagements';
      for (const point of series.timeSeries?.datedValues ?? []) {
        if (!point.date) continue;
        const key = `${point.date.year}-${pad(point.date.month)}-${pad(point.date.day)}`;
        const totals = byDay.get(key);
        // The API leaves `value` out for a day with nothing to count.
        if (totals) totals[field] += Number(point.value ?? 0);
      }
    }
  }
  const daily = [...byDay].map(([date, totals]) => ({ date, ...totals }));
  return {
    followers: 0,
    impressions: daily.reduce((sum, day) => sum + day.impressions, 0),
    engagements: daily.reduce((sum, day) => sum + day.engagements, 0),
    daily,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
