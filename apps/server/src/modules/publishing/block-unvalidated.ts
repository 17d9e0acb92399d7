import { blocksPublishing } from '@pagewise/shared/collaboration';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { emailBlocked } from '../collaboration/validation-emails.ts';
import { pages } from '../pages/schema.ts';
import { recordHistory } from '../posts/history.ts';
import { type PostRow, postHistory, posts } from '../posts/schema.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';
import type { Settled } from './record-outcomes.ts';

/**
 * Spec §4: "a scheduled post that is assigned and not validated at its time is blocked". The
 * engine asks the post row it loaded anyway, so a post that needs no validation costs nothing.
 * A blocked publication ends in error without any network call.
 */
export const isBlocked = (post: Pick<PostRow, 'validation'>) => blocksPublishing(post.validation);

export const blockedOutcome: AttemptOutcome = {
  kind: 'failed',
  errorKey: 'post_blocked_not_validated',
  detail: null,
};

export const wasBlocked = ({ outcome }: Settled) =>
  outcome.kind === 'failed' && outcome.errorKey === 'post_blocked_not_validated';

/**
 * A post's publications due together may be claimed by different batches (or workers): a block
 * recorded this long before the due time already told everyone. A post moved to a new time
 * is at least 10 minutes away from the last block, so it is told again.
 */
const sameBlockMinutes = 5;

/**
 * Records each blocked post once in its history and e-mails its assignee and owner once (not the
 * publication-failed e-mail). The post row is locked while looking for an earlier record, so
 * two workers blocking publications of one post write and send once.
 */
export async function recordBlocked(context: AppContext, blocked: Settled[]) {
  if (blocked.length === 0) return;
  const byPost = new Map<string, Settled[]>();
  for (const item of blocked)
    byPost.set(item.target.postId, [...(byPost.get(item.target.postId) ?? []), item]);
  const db = context.database.db;
  const pageRows = await db
    .select({ id: pages.id, name: pages.name })
    .from(pages)
    .where(inArray(pages.id, [...new Set(blocked.map(({ target }) => target.pageId))]));
  const pageNames = new Map(pageRows.map((row) => [row.id, row.name]));
  for (const [postId, items] of byPost) {
    const dueAt = new Date(Math.min(...items.map(({ target }) => target.dueAt.getTime())));
    const post = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
      if (!row) return null;
      const [already] = await tx
        .select({ id: postHistory.id })
        .from(postHistory)
        .where(
          and(
            eq(postHistory.postId, postId),
            eq(postHistory.action, 'blocked'),
            gte(postHistory.at, new Date(dueAt.getTime() - sameBlockMinutes * 60_000)),
          ),
        )
        .limit(1);
      if (already) return null;
      await recordHistory(tx, {
        postId,
        userId: null,
        action: 'blocked',
        changes: [],
        at: context.now(),
      });
      return row;
    });
    if (!post) continue;
    const pageName = [...new Set(items.map(({ target }) => pageNames.get(target.pageId) ?? ''))]
      .filter((name) => name !== '')
      .join(', ');
    await emailBlocked(context, post, { pageName, dueAt });
  }
}
