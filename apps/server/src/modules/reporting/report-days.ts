import { engagementRate, engagementsOf, type ReportDay } from '@pagewise/shared/reports';
import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { addReportDays } from './report-period.ts';
import { pageFigures } from './schema.ts';

/** A column added up over the scope's pages: null when no page had it that day (not available). */
const total = (column: (typeof pageFigures)[keyof typeof pageFigures & string]) =>
  sql<number | null>`sum(${column})::float8`;

/**
 * The scope's days from `from` to `to`, every page added up, one entry per day that has figures
 * (a day no page has is left out). `newFollowers` is the change from the day before, which is
 * read for it; the first day's is null when the day before is not held.
 */
export async function readReportDays(
  db: Database,
  pageIds: string[],
  from: string,
  to: string,
): Promise<ReportDay[]> {
  if (pageIds.length === 0) return [];
  const rows = await db
    .select({
      day: pageFigures.day,
      followers: total(pageFigures.followers),
      impressions: total(pageFigures.impressions),
      reach: total(pageFigures.reach),
      reactions: total(pageFigures.reactions),
      comments: total(pageFigures.comments),
      shares: total(pageFigures.shares),
      linkClicks: total(pageFigures.linkClicks),
      videoViews3s: total(pageFigures.videoViews3s),
      videoViews10s: total(pageFigures.videoViews10s),
      videoViews15s: total(pageFigures.videoViews15s),
      videoViews30s: total(pageFigures.videoViews30s),
    })
    .from(pageFigures)
    .where(and(inArray(pageFigures.pageId, pageIds), between(pageFigures.day, addReportDays(from, -1), to)))
    .groupBy(pageFigures.day)
    .orderBy(asc(pageFigures.day));
  const days: ReportDay[] = [];
  let before: (typeof rows)[number] | undefined;
  for (const row of rows) {
    const previousFollowers = before && before.day === addReportDays(row.day, -1) ? before.followers : null;
    before = row;
    if (row.day < from) continue;
    days.push({
      ...row,
      newFollowers:
        row.followers === null || previousFollowers === null ? null : row.followers - previousFollowers,
      engagements: engagementsOf(row),
      engagementRate: engagementRate(row),
    });
  }
  return days;
}
