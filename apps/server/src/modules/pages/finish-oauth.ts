import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { sealCredentials } from './credentials.ts';
import { takePagePicture } from './page-picture.ts';
import { networkConnections, oauthStates, pages } from './schema.ts';
import { oauthRedirectUri } from './start-oauth.ts';
import { storePageCredentials } from './store-credentials.ts';

/** Pages offered by a connection can be picked for this long. */
const connectionLifetimeMs = 60 * 60_000;

export type OAuthCallback = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

/**
 * The network sends the browser back here. The state is used once; the outcome goes back to the
 * pages screen in its address: a connection to pick pages from, a reconnected page, or an error.
 */
export async function finishOAuth(
  context: AppContext,
  kind: NetworkKind,
  callback: OAuthCallback,
): Promise<string> {
  try {
    return `/#/dash/pages?${await complete(context, kind, callback)}`;
  } catch (error) {
    const key = error instanceof AppError ? error.key : appErrorFromNetwork(error).key;
    if (!(error instanceof AppError)) context.logger.warn({ err: error, kind }, 'OAuth callback failed');
    return `/#/dash/pages?error=${key}`;
  }
}

async function complete(context: AppContext, kind: NetworkKind, callback: OAuthCallback): Promise<string> {
  if (!callback.state) throw new AppError('oauth_state_invalid');
  const db = context.database.db;
  const [state] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, hashToken(callback.state)))
    .returning();
  const now = context.now();
  if (!state || state.kind !== kind || state.expiresAt <= now) throw new AppError('oauth_state_invalid');
  // The user said no on the network's consent screen.
  if (callback.error || !callback.code) throw new AppError('network_rejected');
  const adapter = await context.networks.adapter(kind);
  if (!adapter.exchangeCode) throw new AppError('oauth_state_invalid');
  const credentials = await adapter.exchangeCode({
    code: callback.code,
    codeVerifier: context.secrets.open(state.sealedVerifier),
    redirectUri: oauthRedirectUri(context, kind),
  });

  if (state.pageId) {
    const [page] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.id, state.pageId), eq(pages.accountId, state.accountId)))
      .limit(1);
    if (!page) throw new AppError('not_found');
    const offered = adapter.listPages ? await adapter.listPages(credentials) : [];
    const same = adapter.listPages ? offered.find((remote) => remote.remoteId === page.remoteId) : undefined;
    if (adapter.listPages && !same) throw new AppError('no_page_found');
    const row = await storePageCredentials(context, page.id, same?.credentials ?? credentials);
    if (row && same) await takePagePicture(context, row, same);
    return `reconnected=${page.id}`;
  }

  const [connection] = await db
    .insert(networkConnections)
    .values({
      accountId: state.accountId,
      userId: state.userId,
      kind,
      sealedCredentials: sealCredentials(context.secrets, credentials),
      expiresAt: new Date(now.getTime() + connectionLifetimeMs),
    })
    .returning({ id: networkConnections.id });
  if (!connection) throw new AppError('page_sync_failed');
  return `connection=${connection.id}`;
}
