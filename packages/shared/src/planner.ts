import { z } from 'zod';
import { sharedPlannerIdentity, validationStates } from './collaboration.ts';
import { networkKinds } from './networks/kinds.ts';
import { postKinds } from './posts/post.ts';
import { isTimeZone } from './time-zones.ts';

/**
 * What the planner shows (spec §4 planner items). `awaiting` is a post waiting for validation;
 * `preview` the next posts a bot will make; `slot` an empty time slot a user set for a page
 * (expanded by the client from `slots`); `reshared` a post shared again after posting.
 */
export const plannerItemKinds = [
  'posted',
  'scheduled',
  'draft',
  'error',
  'awaiting',
  'preview',
  'slot',
  'reshared',
] as const;
export type PlannerItemKind = (typeof plannerItemKinds)[number];

/** The event id of a bot's next post: the bot and the source item it will post. */
export function previewEventId(botId: string, itemId: string): string {
  return `preview:${botId}:${itemId}`;
}

/** The bot a preview event belongs to, or null for any other event. */
export function botOfPreviewEvent(eventId: string): string | null {
  const match = /^preview:([^:]+):/.exec(eventId);
  return match?.[1] ?? null;
}

/** One planner event: a publication (a post on one page), or a draft with no page yet. */
export const plannerItem = z.object({
  /** The event id: the publication's id, `post:<postId>` for a draft without a page, `preview:…` for a bot's next post. */
  id: z.string(),
  kind: z.enum(plannerItemKinds),
  start: z.string(),
  postId: z.string().nullable(),
  targetId: z.string().nullable(),
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
  pageKind: z.enum(networkKinds).nullable(),
  /** The post's first words (at most 120 characters). */
  title: z.string(),
  postKind: z.enum(postKinds).nullable(),
  /** How many publications the post has: a move of one of several asks whether to apply to all. */
  publications: z.number(),
  /** A story is posted after this standard post: a move before it is cancelled (spec §4). */
  storyOfPostId: z.string().nullable(),
  validation: z.enum(validationStates),
  assigneeName: z.string().nullable(),
  /** The caller may drag it: it is still waiting and their role may reschedule it. */
  movable: z.boolean(),
});
export type PlannerItem = z.infer<typeof plannerItem>;

/** The longest range one planner request may cover (a month view shows six weeks). */
export const plannerMaxRangeDays = 62;

/** The month view shows this many events a day, then "+N more" (a click opens that day's week). */
export const plannerMonthEventsPerDay = 4;
/** The list (a phone's view) shows this many events a day, then "+N more" (a click opens that day). */
export const plannerListEventsPerDay = 10;
/** The most events a day a `perDay` request may ask for. */
export const plannerMaxPerDay = 50;

export const plannerQuery = z.object({
  from: z.string().datetime({ offset: true, error: 'validation.invalid' }),
  to: z.string().datetime({ offset: true, error: 'validation.invalid' }),
  /** Comma-separated page ids; absent means every page the caller reaches. */
  pageIds: z.string().max(20_000).optional(),
  groupId: z.string().max(100).optional(),
  /**
   * The month view's answer: only the first `perDay` events of each day (by time), and in `more`
   * how many of each day were left out. Absent: every event of the range (the week view).
   */
  perDay: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(plannerMaxPerDay, 'validation.invalid')
    .optional(),
  /** The time zone whose days `perDay` counts: the browser's. UTC when absent. */
  timeZone: z.string().max(64).refine(isTimeZone, 'validation.invalid').optional(),
});
export type PlannerQuery = z.infer<typeof plannerQuery>;

/**
 * A recurring empty time slot of a page: a weekday (1 = Monday … 7 = Sunday) and a wall-clock time
 * `HH:mm` in the time zone of the user's browser. The planner shows the occurrences no publication fills.
 */
export const pageSlot = z.object({
  weekday: z.number().int().min(1, 'validation.invalid').max(7, 'validation.invalid'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid'),
});
export type PageSlot = z.infer<typeof pageSlot>;
export const maxSlotsPerPage = 70;
export const pageSlots = z.object({ pageId: z.string(), slots: z.array(pageSlot) });
export type PageSlots = z.infer<typeof pageSlots>;
export const savePageSlotsRequest = z.object({
  slots: z.array(pageSlot).max(maxSlotsPerPage, 'validation.too_long'),
});

/** A day (`2026-03-05`, in the request's time zone) and how many of its events were left out. */
export const plannerMoreOnDay = z.object({ day: z.string(), count: z.number() });
export type PlannerMoreOnDay = z.infer<typeof plannerMoreOnDay>;

export const plannerResponse = z.object({
  items: z.array(plannerItem),
  slots: z.array(pageSlots),
  /** With `perDay` only: the days that have more events than the answer holds, in order. */
  more: z.array(plannerMoreOnDay).optional(),
  /**
   * With `perDay` only: events left out that sit on an empty slot of their page (page and start),
   * so that the client does not offer the slot as empty.
   */
  filled: z.array(z.object({ pageId: z.string(), start: z.string() })).optional(),
});
export type PlannerResponse = z.infer<typeof plannerResponse>;

/**
 * Best times to post on a page, from its own published posts and their engagement (engagements per
 * impression). `minuteOfWeek` counts from Monday 00:00 on the wall clock of `timeZone`, the
 * account's: the page's audience keeps its hours across daylight-saving changes.
 * `basis` is `page` when enough posts were measured, else `network` (general times for the network).
 */
export const optimalTime = z.object({
  minuteOfWeek: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60 - 1),
  /** 0–1, relative to the best time of the page. */
  score: z.number(),
  posts: z.number(),
});
export type OptimalTime = z.infer<typeof optimalTime>;
export const optimalTimes = z.object({
  pageId: z.string(),
  basis: z.enum(['page', 'network']),
  measuredPosts: z.number(),
  /** The zone whose wall clock `minuteOfWeek` counts on. */
  timeZone: z.string(),
  times: z.array(optimalTime),
});
export type OptimalTimes = z.infer<typeof optimalTimes>;
/** Fewer measured posts than this and the page's own figures say too little: general times are shown. */
export const minimumPostsForOptimalTimes = 10;

export const sharedPlannerResponse = sharedPlannerIdentity.extend({ items: z.array(plannerItem) });
export type SharedPlannerResponse = z.infer<typeof sharedPlannerResponse>;
