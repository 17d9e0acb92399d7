import type { FakePin } from './fake.ts';

const accountDaily: Record<string, number> = {
  IMPRESSION: 10,
  ENGAGEMENT: 2,
  SAVE: 3,
  OUTBOUND_CLICK: 4,
  VIDEO_10S_VIEW: 5,
};
const lifetimeTypes = ['TOTAL_COMMENTS', 'TOTAL_REACTIONS'];

/** A day of `user_account/analytics`: the metric types asked for, each a fixed count. */
export function accountMetrics(types: string) {
  return Object.fromEntries(
    types
      .split(',')
      .filter((type) => type in accountDaily)
      .map((type) => [type, accountDaily[type]]),
  );
}

/**
 * `pins/{id}/analytics` as Pinterest answers it: the asked types summed in `summary_metrics`, the
 * lifetime ones (comments, reactions) in `lifetime_metrics`; a type the Pin has no count of is not given.
 */
export function pinAnalytics(pin: FakePin, types: string) {
  const asked = types.split(',').filter((type) => pin.analytics?.[type] !== undefined);
  const pick = (lifetime: boolean) =>
    Object.fromEntries(
      asked
        .filter((type) => lifetimeTypes.includes(type) === lifetime)
        .map((type) => [type, pin.analytics?.[type]]),
    );
  return { all: { lifetime_metrics: pick(true), summary_metrics: pick(false), daily_metrics: [] } };
}
