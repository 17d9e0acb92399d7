import { engagementPerThousand, type ReportCompetitor } from '@pagewise/shared/reports';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { competitorFigures, competitors } from './competitor-schema.ts';

/**
 * The competitors section: each competitor of the account over the period (spec §9): its followers
 * at the end, its posts and their interactions, and interactions per 1,000 followers.
 */
export async function readReportCompetitors(
  db: Database,
  accountId: string,
  from: string,
  to: string,
): Promise<ReportCompetitor[]> {
  const inPeriod = sql`${competitorFigures.day} between ${from}::date and ${to}::date`;
  const rows = await db
    .select({
      competitor: competitors,
      // Followers are read each day for that day: the last count of the period, else (a competitor
      // added since) the first count after it.
      followers: sql<number | null>`coalesce(
        (array_agg(${competitorFigures.followers} order by ${competitorFigures.day} desc)
          filter (where ${competitorFigures.followers} is not null and ${competitorFigures.day} <= ${to}::date))[1],
        (array_agg(${competitorFigures.followers} order by ${competitorFigures.day})
          filter (where ${competitorFigures.followers} is not null))[1])`,
      posts: sql<number | null>`(sum(${competitorFigures.posts}) filter (where ${inPeriod}))::float8`,
      interactions: sql<
        number | null
      >`(sum(${competitorFigures.interactions}) filter (where ${inPeriod}))::float8`,
      readAt: sql<string | null>`max(${competitorFigures.readAt})::text`,
    })
    .from(competitors)
    .leftJoin(
      competitorFigures,
      and(eq(competitorFigures.competitorId, competitors.id), gte(competitorFigures.day, from)),
    )
    .where(eq(competitors.accountId, accountId))
    .groupBy(competitors.id)
    .orderBy(asc(competitors.network), asc(competitors.handle));
  return rows.map(({ competitor, followers, posts, interactions, readAt }) => {
    const number = (value: number | string | null) => (value === null ? null : Number(value));
    return {
      id: competitor.id,
      network: competitor.network as ReportCompetitor['network'],
      handle: competitor.handle,
      name: competitor.name,
      followers: number(followers),
      interactions: number(interactions),
      posts: number(posts),
      engagementPerThousand: engagementPerThousand(number(interactions), number(followers)),
      readAt: readAt ? new Date(readAt).toISOString() : null,
    };
  });
}
