import type { Overview } from '@pagewise/shared/overview';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { overviewSchemas } from '../../../lib/schemas.ts';

export const overviewQueryKey = ['overview'] as const;

/**
 * Whether the overview was shown and left in this tab. Until then, an answer already there is the
 * one a fresh tab asked for before the screen rendered (app/dash-preload.ts): this visit's.
 */
let leftOnce = false;

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
 * again on each mount, except the first visit of a tab that asked for it before rendering).
 */
export function useOverview() {
  useEffect(
    () => () => {
      leftOnce = true;
    },
    [],
  );
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: getOverview,
    refetchOnMount: () => (leftOnce ? 'always' : false),
  });
}
