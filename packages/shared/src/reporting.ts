/**
 * Reporting's figures (issue 19; spec §2 reporting sections, §9). A figure a network did not give is
 * "not available" (null), never 0.
 */

/** What a page's day holds: audience, reach, engagements by kind, video views at 3, 10, 15 and 30 s. */
export const pageDayFigureNames = [
  'followers',
  'impressions',
  'reach',
  'reactions',
  'comments',
  'shares',
  'linkClicks',
  'videoViews3s',
  'videoViews10s',
  'videoViews15s',
  'videoViews30s',
] as const;
export type PageDayFigureName = (typeof pageDayFigureNames)[number];

/** Spec §9: the audience by country keeps the top 45. */
export const countriesKept = 45;

/** How far back a page's figures are read when it is first measured, where the network keeps them. */
export const pageFiguresBackfillDays = 90;

/**
 * How long a page's daily figures are kept: two years, so that any period of the reporting screen
 * (custom ones included) and its comparison with the period before it are there.
 */
export const pageFiguresKeptDays = 730;

/** What a publication's figures hold (one network's post). */
export const postFigureNames = [
  'impressions',
  'reach',
  'reactions',
  'comments',
  'shares',
  'clicks',
  'videoViews',
] as const;
export type PostFigureName = (typeof postFigureNames)[number];

/**
 * When a publication's figures are read after it went out, each due until the next one's time (a
 * round missed within that time reads it late, with its true time; later, it is not available).
 */
export const postCheckpoints = [
  { name: '1h', afterMs: 3_600_000 },
  { name: '24h', afterMs: 86_400_000 },
  { name: '7d', afterMs: 7 * 86_400_000 },
  { name: '28d', afterMs: 28 * 86_400_000 },
] as const;
export type PostCheckpoint = (typeof postCheckpoints)[number]['name'];
/** How long the last checkpoint stays due. */
export const lastCheckpointDueMs = 7 * 86_400_000;
