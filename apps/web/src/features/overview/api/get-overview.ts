import type { Overview } from '@pagewise/shared/overview';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { overviewSchemas } from '../../../lib/schemas.ts';

export const overviewQueryKey = ['overview'] as const;

/** An answer this young is this visit's: a fresh tab asked for it before the screen rendered. */
const justAsked = 5_000;

export function getOverview(): Promise<Overview> {
  return overviewFrom(api<unknown>('GET', '/overview'));
}

/** The overview in an answer of `GET /overview`, asked here or before the app rendered (app/dash-preload.ts). */
export async function overviewFrom(answer: Promise<unknown>): Promise<Overview> {
  const [{ overview }, body] = await Promise.all([overviewSchemas(), answer]);
  return overview.parse(body);
}

/**
 * The overview's outcomes, next posts, what needs action and onboarding; fresh each visit (asked
 * again on each mount, unless it was answered a moment ago for the same visit).
 */
export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: getOverview,
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt < justAsked ? false : 'always'),
  });
}
