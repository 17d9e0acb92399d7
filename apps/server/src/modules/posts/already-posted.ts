import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { posts, postTargets } from './schema.ts';

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
        eq(posts.link, input.link),
        inArray(postTargets.pageId, input.pageIds),
        inArray(postTargets.status, ['scheduled', 'inqueue', 'posting', 'posted', 'postedfb']),
        ...(input.exceptPostId ? [ne(posts.id, input.exceptPostId)] : []),
      ),
    );
  return rows.map((row) => row.pageId);
}
