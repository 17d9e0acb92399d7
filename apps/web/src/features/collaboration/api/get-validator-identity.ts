import { sharedPlannerIdentity } from '@pagewise/shared/collaboration';
import { useQuery } from '@tanstack/react-query';
import { plannerRequest } from './planner-request.ts';
import { sharedPlannerQueryKey } from './post-request.ts';

/**
 * Who holds the link: the shared planner answers it with the items of a range, so a one-minute
 * range asks for the identity alone. The drawer needs the validator's id to tell whether a post
 * is assigned to them.
 */
export async function getValidatorIdentity(token: string) {
  const from = new Date();
  const to = new Date(from.getTime() + 60_000);
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return sharedPlannerIdentity.parse(await plannerRequest<unknown>(token, 'GET', `/shared-planner?${query}`));
}

export function useValidatorIdentity(token: string | null) {
  return useQuery({
    queryKey: [...sharedPlannerQueryKey(token ?? ''), 'identity'],
    queryFn: () => getValidatorIdentity(token ?? ''),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
