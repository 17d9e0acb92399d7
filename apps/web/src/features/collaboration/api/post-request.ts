import { api } from '../../../lib/api.ts';
import { postQueryKey } from '../../post-creator/api/get-post.ts';
import type { DetailMode } from '../detail-mode.ts';
import { plannerRequest } from './planner-request.ts';

/**
 * A call about one post: `/posts/:id…` for the team, `/shared-planner/posts/:id…` with the link's
 * token for an external validator. `rest` is what follows the post's id (`/notes`, `/validation`).
 */
export function postRequest<T>(
  mode: DetailMode,
  postId: string,
  method: string,
  rest = '',
  body?: unknown,
): Promise<T> {
  const id = encodeURIComponent(postId);
  return mode.kind === 'team'
    ? api<T>(method, `/posts/${id}${rest}`, body)
    : plannerRequest<T>(mode.token, method, `/shared-planner/posts/${id}${rest}`, body);
}

/** Where a validator's answers are kept: apart from the team's, per link. */
export const sharedPlannerQueryKey = (token: string) => ['shared-planner', token] as const;

/**
 * The team's post shares its cache entry with the composer (`['posts', id]`), so that a change
 * seen here is the one the composer opens; everything under `['posts']` reloads after a change.
 */
export const detailKeys = {
  post: (mode: DetailMode, postId: string) =>
    mode.kind === 'team'
      ? postQueryKey(postId)
      : ([...sharedPlannerQueryKey(mode.token), 'posts', postId] as const),
  notes: (mode: DetailMode, postId: string) => [...detailKeys.post(mode, postId), 'notes'] as const,
  /** What a change to the post may make stale: lists, planner, history, notes. */
  changed: (mode: DetailMode) => (mode.kind === 'team' ? ['posts'] : sharedPlannerQueryKey(mode.token)),
};
