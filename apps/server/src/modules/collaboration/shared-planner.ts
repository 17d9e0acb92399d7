import type { DecidePostRequest } from '@pagewise/shared/collaboration';
import type { PlannerQuery, SharedPlannerResponse } from '@pagewise/shared/planner';
import type { Post } from '@pagewise/shared/posts/post';
import { defaultTimeZone } from '@pagewise/shared/time-zones';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../accounts/schema.ts';
import { listPlannerItems } from '../planner/list-planner-items.ts';
import { plannerRange } from '../planner/read-planner.ts';
import { toPublicPosts } from '../posts/to-public-post.ts';
import { decidePost } from './decide-post.ts';
import { findActorPost } from './find-actor-post.ts';
import type { SharedPlannerActor, ValidatorActor } from './shared-planner-actor.ts';

/**
 * `GET /api/shared-planner`: who the validator is, whose planner it is (its name and time zone,
 * which the planner's times are read in), the shared pages, and the
 * planner's events of the range on those pages only. Nothing can be dragged, and drafts on no
 * page (seen by their author only) are never shown.
 */
export async function readSharedPlanner(
  context: Pick<AppContext, 'database'>,
  actor: SharedPlannerActor,
  query: Pick<PlannerQuery, 'from' | 'to'>,
): Promise<SharedPlannerResponse> {
  const range = plannerRange(query);
  const { validator } = actor;
  const [[account], items] = await Promise.all([
    context.database.db
      .select({ name: accounts.name, timeZone: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, validator.accountId))
      .limit(1),
    listPlannerItems(
      context,
      {
        accountId: validator.accountId,
        pageIds: actor.pageIds,
        authorId: null,
        may: { moveDrafts: false, reschedule: false },
      },
      range,
    ),
  ]);
  return {
    validator: {
      id: validator.id,
      firstname: validator.firstname,
      lastname: validator.lastname,
      kind: validator.kind,
    },
    accountName: account?.name ?? '',
    timeZone: account?.timeZone ?? defaultTimeZone,
    pages: actor.pages,
    items,
  };
}

/** A post as a validator sees it: only its publications on the pages shared with them. */
export function asSeenBy(actor: ValidatorActor, post: Post): Post {
  const shared = new Set(actor.pageIds);
  return {
    ...post,
    pageIds: post.pageIds.filter((pageId) => shared.has(pageId)),
    targets: post.targets.filter((target) => shared.has(target.pageId)),
  };
}

/**
 * A post with a publication on a page shared with the validator, as they see it (the account's
 * other pages are not theirs to know).
 */
export async function readSharedPlannerPost(
  context: Pick<AppContext, 'database' | 'config'>,
  actor: ValidatorActor,
  postId: string,
): Promise<Post> {
  const row = await findActorPost(context, actor, postId);
  const [post] = await toPublicPosts(context, [row]);
  if (!post) throw new Error('post not converted');
  return asSeenBy(actor, post);
}

/** The validator's decision on a post assigned to them (decide-post.ts holds the rules). */
export async function decideSharedPlannerPost(
  context: AppContext,
  actor: ValidatorActor,
  postId: string,
  decision: DecidePostRequest['decision'],
): Promise<Post> {
  return asSeenBy(actor, await decidePost(context, actor, postId, decision));
}
