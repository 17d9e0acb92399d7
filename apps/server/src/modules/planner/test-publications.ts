import type { ValidationState } from '@pagewise/shared/collaboration';
import type { TargetStatus } from '@pagewise/shared/posts/post';
import type { TestApp } from '../../test/test-app.ts';
import { posts, postTargets } from '../posts/schema.ts';

type Publication = {
  pageId: string;
  status: TargetStatus;
  dueAt?: Date | null;
  postedAt?: Date | null;
  remoteId?: string | null;
};

/**
 * A post with its publications written straight to the database, in any status: the planner reads
 * what the composer and the publishing engine leave behind (they have their own tests).
 */
export async function insertPost(
  test: TestApp,
  owner: { user: { id: string; accountId: string } },
  input: {
    message?: string;
    scheduledAt?: Date | null;
    validation?: ValidationState;
    assigneeId?: string | null;
    publications: Publication[];
  },
): Promise<{ postId: string; targetIds: string[] }> {
  const db = test.app.context.database.db;
  const [post] = await db
    .insert(posts)
    .values({
      accountId: owner.user.accountId,
      createdBy: owner.user.id,
      kind: 'standard',
      origin: 'manual',
      message: input.message ?? 'A planner post',
      scheduledAt: input.scheduledAt ?? null,
      validation: input.validation ?? 'none',
      assigneeId: input.assigneeId ?? null,
    })
    .returning({ id: posts.id });
  if (!post) throw new Error('post not inserted');
  const targets =
    input.publications.length === 0
      ? []
      : await db
          .insert(postTargets)
          .values(
            input.publications.map((publication) => ({
              postId: post.id,
              accountId: owner.user.accountId,
              pageId: publication.pageId,
              status: publication.status,
              dueAt: publication.dueAt ?? null,
              postedAt: publication.postedAt ?? null,
              remoteId: publication.remoteId ?? null,
            })),
          )
          .returning({ id: postTargets.id });
  return { postId: post.id, targetIds: targets.map((target) => target.id) };
}
