/**
 * Statuses of one publication (a post on one page), spec §4. `posting` lasts up to 10 minutes;
 * `postedfb` is "posted to Facebook, still processing" (videos).
 */
export const targetStatuses = [
  'draft',
  'scheduled',
  'inqueue',
  'posting',
  'posted',
  'postedfb',
  'error',
  'deleting',
  'deleted',
] as const;
export type TargetStatus = (typeof targetStatuses)[number];

/** A publication that went out: its figures can be read from its network. */
export const postedStatuses = ['posted', 'postedfb'] as const satisfies readonly TargetStatus[];
