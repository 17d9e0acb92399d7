import type { Overview } from '@pagewise/shared/overview';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { overviewSchemas } from '../../../lib/schemas.ts';

export const overviewQueryKey = ['overview'] as const;

export async function getOverview(): Promise<Overview> {
  const [{ overview }, answer] = await Promise.all([overviewSchemas(), api<unknown>('GET', '/overview')]);
  return overview.parse(answer);
}

/** The overview's outcomes, next posts, what needs action and onboarding; fresh each visit. */
export function useOverview() {
  return useQuery({ queryKey: overviewQueryKey, queryFn: getOverview, refetchOnMount: 'always' });
}
