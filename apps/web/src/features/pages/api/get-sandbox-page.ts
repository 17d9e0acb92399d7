import type { SandboxPageView } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';

export const sandboxPageQueryKey = (pageId: string) => ['sandbox', 'pages', pageId] as const;

export async function getSandboxPage(pageId: string): Promise<SandboxPageView> {
  const [{ sandboxPageView }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('GET', `/sandbox/pages/${encodeURIComponent(pageId)}`),
  ]);
  return sandboxPageView.parse(answer);
}

/** The sandbox network's own view of a page: what its audience sees. */
export function useSandboxPage(pageId: string) {
  return useQuery({ queryKey: sandboxPageQueryKey(pageId), queryFn: () => getSandboxPage(pageId) });
}
