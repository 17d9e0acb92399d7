import type { PostIssue, SavePostRequest } from '@pagewise/shared/posts/post';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { visiblePosts } from './find-post.ts';
import { posts } from './schema.ts';

/**
 * Spec §4: a story made from a standard post goes out after it. The standard post must be one the
 * caller sees, whatever the kind of the post naming it; a story planned before (or at) the
 * standard post's time is refused.
 */
export async function storyOrderIssues(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  request: SavePostRequest,
): Promise<PostIssue[]> {
  if (request.storyOfPostId === null) return [];
  const [standard] = isUuid(request.storyOfPostId)
    ? await context.database.db
        .select({ scheduledAt: posts.scheduledAt, createdAt: posts.createdAt })
        .from(posts)
        .where(and(eq(posts.id, request.storyOfPostId), visiblePosts(context.database.db, auth)))
        .limit(1)
    : [];
  if (!standard) return [{ field: 'storyOfPostId', key: 'post.story_post_unknown' }];
  if (request.kind !== 'story' || request.intent === 'draft' || !standard.scheduledAt) return [];
  const storyAt = request.intent === 'now' ? context.now() : new Date(request.scheduledAt ?? 0);
  return storyAt > standard.scheduledAt ? [] : [{ field: 'scheduledAt', key: 'post.story_before_post' }];
}
