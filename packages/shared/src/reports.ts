import { z } from 'zod';
import { networkKinds } from './networks/kinds.ts';
import { pageDayFigureNames, postFigureNames } from './reporting.ts';

/**
 * The reporting screen's questions and answers (issue 19; spec §2 reporting sections, §9 periods
 * and formulas). A figure is null when no page of the scope had it ("not available"), never 0.
 */

/** Spec §9's periods; each ends yesterday (the last complete day) in the user's time zone. */
export const reportPeriods = [
  'yesterday',
  '3d',
  '7d',
  '15d',
  '30d',
  'this_month',
  'last_month',
  'custom',
] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** Spec §2's sections, in the screen's order. */
export const reportSections = [
  'overview',
  'audience',
  'engagements',
  'impressions',
  'demographics',
  'competitors',
  'posts',
  'videos',
  'profile',
  'top_posts',
] as const;
export type ReportSection = (typeof reportSections)[number];

/** The longest custom period: a year, compared with the year before it (the figures kept are two). */
export const reportMaxDays = 366;

/** How many publications the posts section lists at most (sorted server side), and the best and worst. */
export const reportPostsListed = 100;
export const reportTopPosts = 5;

const day = z.iso.date({ error: 'validation.date' });

/** What the posts section sorts by: a publication's time, any of its figures, its engagement rate. */
export const reportPostSorts = ['postedAt', ...postFigureNames, 'engagementRate'] as const;
export type ReportPostSort = (typeof reportPostSorts)[number];

export const reportQuery = z.object({
  period: z.enum(reportPeriods, { error: 'validation.invalid' }).default('7d'),
  /** A custom period's first and last days (both included), in the user's time zone. */
  from: day.optional(),
  to: day.optional(),
  /** One page, or a group's pages; neither: every page the caller reaches. */
  pageId: z.string().max(64, 'validation.too_long').optional(),
  groupId: z.string().max(64, 'validation.too_long').optional(),
  /** The posts section's order (descending, postedAt newest first). */
  sort: z.enum(reportPostSorts, { error: 'validation.invalid' }).default('postedAt'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

type EngagementKinds = {
  linkClicks: number | null;
  shares: number | null;
  reactions: number | null;
  comments: number | null;
};

/** Engagements = link clicks + shares + reactions + comments; null when none of them was given. */
export function engagementsOf(figures: EngagementKinds): number | null {
  const parts = [figures.linkClicks, figures.shares, figures.reactions, figures.comments];
  if (parts.every((part) => part === null)) return null;
  return parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
}

/** Engagement rate = (link clicks + shares + reactions + comments) / impressions × 100 (spec §9). */
export function engagementRate(figures: EngagementKinds & { impressions: number | null }): number | null {
  const engagements = engagementsOf(figures);
  if (!figures.impressions || engagements === null) return null;
  return Math.round((engagements / figures.impressions) * 10_000) / 100;
}

/** Competitor engagement = interactions per 1,000 followers (spec §9). */
export function engagementPerThousand(interactions: number | null, followers: number | null): number | null {
  if (interactions === null || !followers) return null;
  return Math.round((interactions / followers) * 100_000) / 100;
}

const figureValue = z.number().nullable();

/** One figure of the period beside the same figure of the period before it. */
export const reportFigure = z.object({ value: figureValue, previous: figureValue });
export type ReportFigure = z.infer<typeof reportFigure>;

/** A page's day's figures, and what a report makes of them: the change of followers, the engagements, their rate, the publications. */
export const reportFigureNames = [
  ...pageDayFigureNames,
  'newFollowers',
  'engagements',
  'engagementRate',
  'posts',
] as const;
export type ReportFigureName = (typeof reportFigureNames)[number];

/** A day of the period, every page of the scope added up. */
export const reportDay = z.object({
  day: z.string(),
  followers: figureValue,
  newFollowers: figureValue,
  impressions: figureValue,
  reach: figureValue,
  reactions: figureValue,
  comments: figureValue,
  shares: figureValue,
  linkClicks: figureValue,
  engagements: figureValue,
  engagementRate: figureValue,
  videoViews3s: figureValue,
  videoViews10s: figureValue,
  videoViews15s: figureValue,
  videoViews30s: figureValue,
});
export type ReportDay = z.infer<typeof reportDay>;

export const reportPage = z.object({
  id: z.string(),
  name: z.string(),
  network: z.enum(networkKinds),
  pictureUrl: z.string().nullable(),
});

/** A publication of the period with its latest figures. */
export const reportPost = z.object({
  targetId: z.string(),
  postId: z.string(),
  pageId: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  postedAt: z.string(),
  /** The checkpoint the figures are from (1h, 24h, 7d, 28d), null when none was read yet. */
  checkpoint: z.string().nullable(),
  impressions: figureValue,
  reach: figureValue,
  reactions: figureValue,
  comments: figureValue,
  shares: figureValue,
  clicks: figureValue,
  videoViews: figureValue,
  engagementRate: figureValue,
});
export type ReportPost = z.infer<typeof reportPost>;

/** One page's line of the profile section. */
export const reportProfile = z.object({
  pageId: z.string(),
  followers: reportFigure,
  newFollowers: reportFigure,
  impressions: reportFigure,
  engagementRate: reportFigure,
  posts: reportFigure,
});

export const reportCompetitor = z.object({
  id: z.string(),
  network: z.enum(networkKinds),
  handle: z.string(),
  name: z.string(),
  followers: figureValue,
  /** Interactions on its posts of the period (reactions, comments, shares). */
  interactions: figureValue,
  posts: figureValue,
  engagementPerThousand: figureValue,
  readAt: z.string().nullable(),
});
export type ReportCompetitor = z.infer<typeof reportCompetitor>;

/** A page whose figures are missing for some days of the period (spec §8: could not be fetched). */
export const reportGap = z.object({
  pageId: z.string(),
  /** Days of the period without figures; 0 with `notAvailable` when its network gives none. */
  missingDays: z.number(),
  notAvailable: z.boolean(),
});

export const report = z.object({
  section: z.enum(reportSections),
  period: z.object({
    name: z.enum(reportPeriods),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    timeZone: z.string(),
  }),
  pages: z.array(reportPage),
  gaps: z.array(reportGap),
  figures: z.partialRecord(z.enum(reportFigureNames), reportFigure),
  days: z.array(reportDay),
  countries: z.array(z.object({ code: z.string(), value: z.number() })),
  demographics: z.array(z.object({ gender: z.string(), age: z.string(), value: z.number() })),
  posts: z.array(reportPost),
  postsTotal: z.number(),
  worstPosts: z.array(reportPost),
  profiles: z.array(reportProfile),
  competitors: z.array(reportCompetitor),
});
export type Report = z.infer<typeof report>;
