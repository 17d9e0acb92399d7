import { engagementRate, type ReportPost, type ReportPostSort } from '@pagewise/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { inReportPages, wentOut } from './report-sql.ts';

type Row = {
  target_id: string;
  post_id: string;
  page_id: string;
  text: string;
  url: string | null;
  posted_ms: number;
  checkpoint: string | null;
  impressions: number | null;
  reach: number | null;
  reactions: number | null;
  comments: number | null;
  shares: number | null;
  clicks: number | null;
  video_views: number | null;
};

/** (clicks + shares + reactions + comments) / impressions × 100, in SQL for sorting (spec §9). */
const rateOf = (f: string) =>
  sql.raw(
    `(coalesce(${f}.clicks, 0) + coalesce(${f}.shares, 0) + coalesce(${f}.reactions, 0) + coalesce(${f}.comments, 0))::float8 / nullif(${f}.impressions, 0)`,
  );
/** A sort's value: of the latest figures named `f`, or the publication's time in `t`. */
const sortOf = (sort: ReportPostSort, f: string, t: string): SQL =>
  sort === 'engagementRate'
    ? rateOf(f)
    : sql.raw(
        sort === 'postedAt' ? `${t}.posted_at` : `${f}.${sort === 'videoViews' ? 'video_views' : sort}`,
      );

export type PostsQuery = {
  pageIds: string[];
  start: Date;
  end: Date;
  sort: ReportPostSort;
  /** Lowest first (the worst posts) instead of highest. */
  ascending?: boolean;
  /** Only posts whose figures hold video views (the videos section); only measured ones. */
  videos?: boolean;
  measured?: boolean;
  limit: number;
};

/**
 * The publications that went out in a span, each with its latest figures (the last checkpoint
 * read), sorted by one figure (a post without it last), `limit` of them.
 */
export async function readReportPosts(db: Database, query: PostsQuery): Promise<ReportPost[]> {
  if (query.pageIds.length === 0) return [];
  const direction = sql.raw(query.ascending ? 'asc' : 'desc');
  const order = (f: string, t: string) =>
    sql`${sortOf(query.sort, f, t)} ${direction} nulls last, ${sql.raw(t)}.posted_at desc`;
  // The period's publications are ranked from two indexes alone (migration 0029: posted times per
  // page, each publication's latest checkpoint); only the ones listed read their post's text.
  const result = await db.execute(sql`
    with ranked as (
      select t.id as target_id, t.post_id, t.page_id, t.posted_at,
        f.checkpoint, f.impressions, f.reach, f.reactions, f.comments, f.shares, f.clicks, f.video_views
      from post_targets t
      left join lateral (
        select checkpoint, impressions, reach, reactions, comments, shares, clicks, video_views
        from post_figures pf where pf.target_id = t.id order by pf.read_at desc limit 1
      ) f on true
      where ${inReportPages('t.page_id', query.pageIds)}
        and t.posted_at >= ${query.start.toISOString()}::timestamptz
        and t.posted_at < ${query.end.toISOString()}::timestamptz
        and ${wentOut('t.status')}
        ${query.videos ? sql`and f.video_views is not null` : sql``}
        ${query.measured ? sql`and f.impressions > 0` : sql``}
      order by ${order('f', 't')}
      limit ${query.limit}
    )
    select r.target_id, r.post_id, r.page_id, left(p.message, 280) as text, t.url,
      extract(epoch from r.posted_at)::float8 * 1000 as posted_ms,
      r.checkpoint, r.impressions, r.reach, r.reactions, r.comments, r.shares, r.clicks, r.video_views
    from ranked r
    join post_targets t on t.id = r.target_id
    join posts p on p.id = r.post_id
    order by ${order('r', 'r')}`);
  return (result as unknown as { rows: Row[] }).rows.map(toReportPost);
}

/** How many publications went out in each of two spans (the period and the one before). */
export async function countReportPosts(
  db: Database,
  pageIds: string[],
  spans: { start: Date; end: Date }[],
): Promise<number[]> {
  if (pageIds.length === 0) return spans.map(() => 0);
  const result = await db.execute(sql`
    select ${sql.join(
      spans.map(
        (span, index) =>
          sql`(count(*) filter (where t.posted_at >= ${span.start.toISOString()}::timestamptz and t.posted_at < ${span.end.toISOString()}::timestamptz))::int as ${sql.raw(`span_${index}`)}`,
      ),
      sql`, `,
    )}
    from post_targets t
    where ${inReportPages('t.page_id', pageIds)}
      and t.posted_at >= ${new Date(Math.min(...spans.map((span) => span.start.getTime()))).toISOString()}::timestamptz
      and t.posted_at < ${new Date(Math.max(...spans.map((span) => span.end.getTime()))).toISOString()}::timestamptz
      and ${wentOut('t.status')}`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  return spans.map((_span, index) => Number(row[`span_${index}`] ?? 0));
}

function toReportPost(row: Row): ReportPost {
  return {
    targetId: row.target_id,
    postId: row.post_id,
    pageId: row.page_id,
    text: row.text,
    url: row.url,
    postedAt: new Date(Number(row.posted_ms)).toISOString(),
    checkpoint: row.checkpoint,
    impressions: row.impressions,
    reach: row.reach,
    reactions: row.reactions,
    comments: row.comments,
    shares: row.shares,
    clicks: row.clicks,
    videoViews: row.video_views,
    engagementRate:
      row.checkpoint === null
        ? null
        : engagementRate({
            linkClicks: row.clicks,
            shares: row.shares,
            reactions: row.reactions,
            comments: row.comments,
            impressions: row.impressions,
          }),
  };
}
