import { useQueryClient } from '@tanstack/react-query';
import { postsQueryKey } from '../../posts/api/get-posts.ts';
import { plannerQueryKey } from '../api/get-planner.ts';

/** After a change in the post drawer (validation, assignment, note): the planner and the list read again. */
export function useReloadPlanner() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: plannerQueryKey });
    void queryClient.invalidateQueries({ queryKey: postsQueryKey });
  };
}
