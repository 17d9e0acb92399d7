import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { OverviewPublication } from '@pagewise/shared/overview';
import type { TargetStatus } from '@pagewise/shared/posts/post';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { Auth } from '../auth/sessions.ts';
import { pictureUrlOf } from '../pages/page-picture.ts';
import { pages } from '../pages/schema.ts';
import { pageScopeCondition } from '../users/access.ts';
import { posts, postTargets } from './schema.ts';

/** How much of a post's words the overview shows. */
const excerptLength = 200;
const published: TargetStatus[] = ['posted', 'postedfb'];
const onTheirWay: TargetStatus[] = ['scheduled', 'inqueue', 'posting'];
/** Publications that show the user has posted, or planned a post: out, on their way or failed. */
const beyondDraft: TargetStatus[] = [...onTheirWay, ...published, 'error'];

/** The caller's account's publications on the pages they reach, with `more` conditions. */
const reachable = (auth: Auth, ...more: (SQL | undefined)[]) =>
  and(eq(postTargets.accountId, auth.user.accountId), pageScopeCondition(auth, postTargets.pageId), ...more);

const columns = {
  id: postTargets.id,
  postId: postTargets.postId,
  pageId: postTargets.pageId,
  pageName: pages.name,
  pageKind: pages.kind,
  pictureKey: pages.pictureKey,
  excerpt: sql<string>`left(coalesce(nullif(${posts.message}, ''), nullif(${posts.description}, ''), ${posts.link}), ${sql.raw(String(excerptLength))})`,
  status: postTargets.status,
  postedAt: postTargets.postedAt,
  dueAt: postTargets.dueAt,
  updatedAt: postTargets.updatedAt,
  url: postTargets.url,
  errorKey: postTargets.errorKey,
};
function read(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof read>>[number];

/** When the publication went out, failed, or is due, as the overview dates it. */
function toPublication(row: Row): OverviewPublication {
  const at = published.includes(row.status)
    ? row.postedAt
    : row.status === 'error'
      ? row.updatedAt
      : row.dueAt;
  const { postedAt: _posted, dueAt: _due, updatedAt: _updated, pictureKey, ...rest } = row;
  return {
    ...rest,
    pageKind: rest.pageKind as NetworkKind,
    pagePictureUrl: pictureUrlOf({ pictureKey }),
    at: at ? new Date(at).toISOString() : null,
  };
}

/**
 * The latest outcomes: what went out (by time posted, from the account's index of posted
 * publications) and what failed (by time of failure), merged, newest first.
 */
export async function latestPublications(db: Database, auth: Auth, limit: number) {
  const [out, failed] = await Promise.all([
    read(db, reachable(auth, inArray(postTargets.status, published), isNotNull(postTargets.postedAt)))
      .orderBy(desc(postTargets.postedAt), desc(postTargets.id))
      .limit(limit),
    read(db, reachable(auth, eq(postTargets.status, 'error')))
      .orderBy(desc(postTargets.updatedAt), desc(postTargets.id))
      .limit(limit),
  ]);
  return [...out, ...failed]
    .map((row) => toPublication(row))
    .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''))
    .slice(0, limit);
}

/** The next publications on their way, soonest first. */
export async function upcomingPublications(db: Database, auth: Auth, limit: number) {
  const rows = await read(
    db,
    reachable(auth, inArray(postTargets.status, onTheirWay), isNotNull(postTargets.dueAt)),
  )
    .orderBy(asc(postTargets.dueAt), asc(postTargets.id))
    .limit(limit);
  return rows.map((row) => toPublication(row));
}

/** Failed publications, the latest failure first, and how many there are. */
export async function failedPublications(db: Database, auth: Auth, limit: number) {
  const where = reachable(auth, eq(postTargets.status, 'error'));
  const [rows, [total]] = await Promise.all([
    read(db, where).orderBy(desc(postTargets.updatedAt), desc(postTargets.id)).limit(limit),
    db.select({ value: count() }).from(postTargets).where(where),
  ]);
  return { total: total?.value ?? 0, items: rows.map((row) => toPublication(row)) };
}

/** Whether the caller has posted, or planned a post, on a page they reach (onboarding "ready to post"). */
export async function hasPublications(db: Database, auth: Auth): Promise<boolean> {
  const [found] = await db
    .select({ one: sql`1` })
    .from(postTargets)
    .where(reachable(auth, inArray(postTargets.status, beyondDraft)))
    .limit(1);
  return found !== undefined;
}
