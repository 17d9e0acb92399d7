import type { PageMetrics } from '../adapter.ts';
import { appQuery, callOneSignal, type OneSignalApi, type OneSignalKeys } from './onesignal-api.ts';

type Players = { total_count?: number };
type Notifications = { notifications?: { successful?: number; converted?: number; queued_at?: number }[] };

/**
 * Subscribers from the (legacy) View devices count, deliveries and clicks from the latest 50
 * notifications; both take the app's REST API key, unlike View an app (Organization key).
 */
export async function readOneSignalMetrics(
  api: OneSignalApi,
  keys: OneSignalKeys,
  days: number,
): Promise<PageMetrics> {
  const app = appQuery(keys.appId);
  const players = await callOneSignal<Players>(api, keys, { path: `/api/v1/players?${app}&limit=1` });
  const list = await callOneSignal<Notifications>(api, keys, {
    path: `/api/v1/notifications?${app}&limit=50`,
  });
  const since = Date.now() - days * 86_400_000;
  const byDay = new Map<string, { impressions: number; engagements: number }>();
  for (const sent of list.notifications ?? []) {
    const at = (sent.queued_at ?? 0) * 1000;
    if (at < since) continue;
    const date = new Date(at).toISOString().slice(0, 10);
    const day = byDay.get(date) ?? { impressions: 0, engagements: 0 };
    day.impressions += sent.successful ?? 0;
    day.engagements += sent.converted ?? 0;
    byDay.set(date, day);
  }
  const daily = [...byDay]
    .map(([date, day]) => ({ date, ...day }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    followers: players.total_count ?? 0,
    impressions: daily.reduce((sum, day) => sum + day.impressions, 0),
    engagements: daily.reduce((sum, day) => sum + day.engagements, 0),
    daily,
  };
}
