import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';

interface StartOauthInput {
  kind: NetworkKind;
  /** Reconnects this page instead of connecting new ones. */
  pageId?: string;
}

export async function startOauth({ kind, pageId }: StartOauthInput): Promise<string> {
  const [{ oauthStartResponse }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('POST', `/networks/${kind}/oauth`, pageId ? { pageId } : {}),
  ]);
  return oauthStartResponse.parse(answer).authorizationUrl;
}

/** Sends the browser to the network; its callback comes back to `#/dash/pages?…`. */
export function useStartOauth() {
  return useMutation({
    mutationFn: startOauth,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  });
}
