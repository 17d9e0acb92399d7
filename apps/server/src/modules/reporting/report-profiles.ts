import { engagementRate } from '@pagewise/shared/reports';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { ReportPeriodDays } from './report-period.ts';
import { inReportPages, wentOut } from './report-sql.ts';

type Span = { start: Date; end: Date };
type Totals = {
  followers: number | null;
  impressions: number | null;
  engagements: {
    linkClicks: number | null;
    shares: number | null;
    reactions: number | null;
    comments: number | null;
  };
};

/**
 * The profile section: each page's line, the period beside the one before: its followers at the
 * end, their change, impressions, engagement rate (spec §9) and publications.
 */
export async function readReportProfiles(
  db: Database,
  pageIds: string[],
  period: ReportPeriodDays,
  spans: { current: Span; previous: Span },
) {
  if (pageIds.length === 0) return [];
  const totalsOf = (from: string, to: string, prefix: string) => {
    const within = sql`day between ${from}::date and ${to}::date`;
    const name = (suffix: string) => sql.raw(`${prefix}_${suffix}`);
    return sql`
      (array_agg(followers order by day desc) filter (where ${within} and followers is not null))[1] as ${name('followers')},
      sum(impressions) filter (where ${within})::float8 as ${name('impressions')},
      sum(link_clicks) filter (where ${within})::float8 as ${name('link_clicks')},
      sum(shares) filter (where ${within})::float8 as ${name('shares')},
      sum(reactions) filter (where ${within})::float8 as ${name('reactions')},
      sum(comments) filter (where ${within})::float8 as ${name('comments')}`;
  };
  const figures = await db.execute(sql`
    select page_id, ${totalsOf(period.from, period.to, 'now')}, ${totalsOf(period.previousFrom, period.previousTo, 'before')}
    from page_figures
    where ${inReportPages('page_id', pageIds)} and day between ${period.previousFrom}::date and ${period.to}::date
    group by page_id`);
  const posts = await db.execute(sql`
    select page_id,
      count(*) filter (where posted_at >= ${spans.current.start.toISOString()}::timestamptz)::int as now_posts,
      count(*) filter (where posted_at < ${spans.current.start.toISOString()}::timestamptz)::int as before_posts
    from post_targets
    where ${inReportPages('page_id', pageIds)}
      and posted_at >= ${spans.previous.start.toISOString()}::timestamptz
      and posted_at < ${spans.current.end.toISOString()}::timestamptz
      and ${wentOut('status')}
    group by page_id`);
  const figureRows = new Map(
    (figures as unknown as { rows: Record<string, number | string | null>[] }).rows.map((row) => [
      String(row.page_id),
      row,
    ]),
  );
  const postRows = new Map(
    (posts as unknown as { rows: { page_id: string; now_posts: number; before_posts: number }[] }).rows.map(
      (row) => [row.page_id, row],
    ),
  );
  return pageIds.map((pageId) => {
    const row = figureRows.get(pageId);
    const current = totals(row, 'now');
    const previous = totals(row, 'before');
    const posted = postRows.get(pageId);
    const change = (from: number | null, to: number | null) =>
      from === null || to === null ? null : to - from;
    return {
      pageId,
      followers: { value: current.followers, previous: previous.followers },
      newFollowers: { value: change(previous.followers, current.followers), previous: null },
      impressions: { value: current.impressions, previous: previous.impressions },
      engagementRate: {
        value: engagementRate({ ...current.engagements, impressions: current.impressions }),
        previous: engagementRate({ ...previous.engagements, impressions: previous.impressions }),
      },
      posts: { value: Number(posted?.now_posts ?? 0), previous: Number(posted?.before_posts ?? 0) },
    };
  });
}

function totals(row: Record<string, number | string | null> | undefined, prefix: string): Totals {
  const read = (suffix: string) => {
    const value = row?.[`${prefix}_${suffix}`];
    return value === null || value === undefined ? null : Number(value);
  };
  return {
    followers: read('followers'),
    impressions: read('impressions'),
    engagements: {
      linkClicks: read('link_clicks'),
      shares: read('shares'),
      reactions: read('reactions'),
      comments: read('comments'),
    },
  };
}
