import { type SharedPlannerResponse, sharedPlannerResponse } from '@pagewise/shared/planner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { plannerRequest } from '../../collaboration/api/planner-request.ts';

export const sharedPlannerQueryKey = ['shared-planner'] as const;

export interface SharedPlannerRequest {
  token: string;
  from: string;
  to: string;
}

/**
 * `GET /api/shared-planner?from&to` for an external validator: the link's token travels in the
 * `x-planner-token` header (see `plannerRequest`), never in the API's address.
 */
export async function getSharedPlanner({
  token,
  from,
  to,
}: SharedPlannerRequest): Promise<SharedPlannerResponse> {
  const answer = await plannerRequest<unknown>(
    token,
    'GET',
    `/shared-planner?${new URLSearchParams({ from, to })}`,
  );
  return sharedPlannerResponse.parse(answer);
}

export function useSharedPlanner(request: SharedPlannerRequest | null) {
  return useQuery({
    queryKey: [...sharedPlannerQueryKey, request],
    queryFn: () => getSharedPlanner(request as SharedPlannerRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** The link is unknown or was revoked: nothing to retry. */
export const isLinkInvalid = (error: unknown) =>
  error instanceof ApiError && (error.key === 'planner_link_invalid' || error.status === 401);
