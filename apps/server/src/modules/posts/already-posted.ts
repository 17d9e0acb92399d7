import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { posts, postTargets } from './schema.ts';

/** Publications that are out, or will go out: a link among them is "already posted". */
const liveStatuses = ['scheduled', 'inqueue', 'posting', 'posted', 'postedfb'] as const;

/**
 * A post shares a link through its link field or, for a bot's post, as the article it was made
 * from (whose link may be in the text or the first comment instead).
 */
const sharesAnyOf = (links: string[]) => or(inArray(posts.link, links), inArray(posts.articleLink, links));

/** Pages among `pageIds` that already have (or will have) a post of this link: "already posted". */
export async function pagesWithLink(
  db: Database,
  input: { accountId: string; pageIds: string[]; link: string; exceptPostId?: string },
): Promise<string[]> {
  if (!input.link || input.pageIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ pageId: postTargets.pageId })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(
      and(
        eq(posts.accountId, input.accountId),
        sharesAnyOf([input.link]),
        inArray(postTargets.pageId, input.pageIds),
        inArray(postTargets.status, [...liveStatuses]),
        ...(input.exceptPostId ? [ne(posts.id, input.exceptPostId)] : []),
      ),
    );
  return rows.map((row) => row.pageId);
}

/** Of `links`, those one page already has (or will have) a post of: one query for many articles. */
export async function linksOnPage(
  db: Database,
  input: { accountId: string; pageId: string; links: string[] },
): Promise<Set<string>> {
  if (input.links.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ link: posts.link, articleLink: posts.articleLink })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(
      and(
        eq(posts.accountId, input.accountId),
        sharesAnyOf([...new Set(input.links)]),
        eq(postTargets.pageId, input.pageId),
        inArray(postTargets.status, [...liveStatuses]),
      ),
    );
  return new Set(rows.flatMap((row) => [row.link, row.articleLink].filter((link) => link !== '')));
}
