import type { AssignPostRequest, DecidePostRequest } from '@pagewise/shared/collaboration';
import { type Post, post } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DetailMode } from '../detail-mode.ts';
import { detailKeys, postRequest } from './post-request.ts';

/**
 * The changes of the validation workflow, each answered with the post as it now stands:
 * assign or unassign (team only), validate or unvalidate, remove the decision (team only).
 */
export type ValidationChange =
  | { kind: 'assign'; request: AssignPostRequest }
  | { kind: 'decide'; request: DecidePostRequest }
  | { kind: 'remove' };

export async function changeValidation(
  mode: DetailMode,
  postId: string,
  change: ValidationChange,
): Promise<Post> {
  const answer =
    change.kind === 'assign'
      ? await postRequest<unknown>(mode, postId, 'PUT', '/assignment', change.request)
      : change.kind === 'decide'
        ? await postRequest<unknown>(mode, postId, 'POST', '/validation', change.request)
        : await postRequest<unknown>(mode, postId, 'DELETE', '/validation');
  return post.parse(answer);
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/** The drawer shows the answer at once; lists, planner and history reload behind it. */
export function useChangeValidation(mode: DetailMode, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ValidationChange) => changeValidation(mode, postId, change),
    onSuccess: (changed) => {
      const shown = detailKeys.post(mode, postId);
      queryClient.setQueryData(shown, changed);
      // The post itself is the answer: asking for it again would only repeat it.
      return queryClient.invalidateQueries({
        queryKey: detailKeys.changed(mode),
        predicate: (query) => !sameKey(query.queryKey, shown),
      });
    },
  });
}
