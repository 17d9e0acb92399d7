import type { PlanLimit } from '@pagewise/shared/plans';
import { instantAt, startOfDayIn, startOfNextDayIn, wallClock } from '@pagewise/shared/time-zones';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { bots } from '../bots/schema.ts';
import { pages } from '../pages/schema.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { sources } from '../sources/schema.ts';
import { users } from '../users/schema.ts';

/** What an account holds, counted against its plan's numbers. */
export type Holding = 'pages' | 'users' | 'sources' | 'bots';

/** The account's custom sources only: a suggested (catalogue) source belongs to no account. */
const tableOf = { pages, users, sources, bots } as const;

export async function countHeld(db: Database, accountId: string, holding: Holding): Promise<number> {
  const table = tableOf[holding];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId));
  return row?.n ?? 0;
}

/** A span of time, its end excluded. */
export type Span = { from: Date; to: Date };

/** The account's calendar day holding `at`, in its zone (23 or 25 hours on a daylight-saving change). */
export function dayAround(at: Date, zone: string): Span {
  return { from: startOfDayIn(at, zone), to: startOfNextDayIn(at, zone) };
}

/** The account's calendar month holding `at`, in its zone. */
export function monthAround(at: Date, zone: string): Span {
  const { year, month } = wallClock(at, zone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: instantAt({ year, month, day: 1 }, zone), to: instantAt({ ...next, day: 1 }, zone) };
}

/** Publications on their way: they go out at their due time. */
const onTheirWay = ['scheduled', 'inqueue', 'posting'] as const;

/**
 * The account's publications of a day (`postsPerDay`), by hand and by bots: those that went out
 * that day (their posted time) and those on their way due that day. Drafts, failures and what
 * never went out do not count; nor does a story shared from a post (part of that post, as a bot's
 * daily limit counts it). `except`: publications about to be written again (an edit, a move).
 * Each half reads one of the planner's indexes (by due time while waiting, by posted time after).
 */
export async function countPostsOfDay(
  db: Database,
  accountId: string,
  day: Span,
  except: readonly string[] = [],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(
      and(
        eq(postTargets.accountId, accountId),
        or(
          and(
            inArray(postTargets.status, [...onTheirWay]),
            gte(postTargets.dueAt, day.from),
            lt(postTargets.dueAt, day.to),
          ),
          and(gte(postTargets.postedAt, day.from), lt(postTargets.postedAt, day.to)),
        ),
        isNull(posts.storyOfPostId),
        except.length > 0 ? notInArray(postTargets.id, [...except]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The account's posts scheduled for a month (`scheduledPostsPerMonth`): posts planned for a time of
 * that month that were scheduled (some publication is more than a draft: waiting, out or failed),
 * counted once whatever their number of pages. A post published at once has no planned time and a
 * bot's post is no one's scheduling: neither counts. `exceptPostId`: the post being scheduled again.
 */
export async function countScheduledPostsOfMonth(
  db: Database,
  accountId: string,
  month: Span,
  exceptPostId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        eq(posts.accountId, accountId),
        gte(posts.scheduledAt, month.from),
        lt(posts.scheduledAt, month.to),
        ne(posts.origin, 'auto'),
        isNotNull(posts.scheduledAt),
        sql`exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.status} <> 'draft')`,
        exceptPostId ? ne(posts.id, exceptPostId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** What the account uses of each of its plan's numbers now (`GET /api/plan`). */
export async function planUsage(
  db: Database,
  accountId: string,
  now: Date,
  zone: string,
): Promise<Record<PlanLimit, number>> {
  const [held, postsPerDay, scheduledPostsPerMonth] = await Promise.all([
    Promise.all(
      (['pages', 'users', 'sources', 'bots'] as const).map((holding) => countHeld(db, accountId, holding)),
    ),
    countPostsOfDay(db, accountId, dayAround(now, zone)),
    countScheduledPostsOfMonth(db, accountId, monthAround(now, zone)),
  ]);
  const [pageCount = 0, userCount = 0, sourceCount = 0, botCount = 0] = held;
  return {
    pages: pageCount,
    users: userCount,
    sources: sourceCount,
    bots: botCount,
    postsPerDay,
    scheduledPostsPerMonth,
  };
}
