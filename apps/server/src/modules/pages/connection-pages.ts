import type { RemotePage } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { authorize } from '../users/access.ts';
import { openCredentials } from './credentials.ts';
import { ownersOf, savePages, unavailableReason } from './save-pages.ts';
import { networkConnections } from './schema.ts';

/** What a fresh OAuth connection of the caller's account offers; picking among them is connecting pages. */
async function offered(context: AppContext, auth: Auth, connectionId: string) {
  if (!isUuid(connectionId)) throw new AppError('not_found');
  const [connection] = await context.database.db
    .select()
    .from(networkConnections)
    .where(
      and(
        eq(networkConnections.id, connectionId),
        eq(networkConnections.accountId, auth.user.accountId),
        gt(networkConnections.expiresAt, context.now()),
      ),
    )
    .limit(1);
  if (!connection) throw new AppError('not_found', { message: 'Connection not found or expired' });
  authorize(auth, 'connect_pages');
  const kind = connection.kind as NetworkKind;
  const adapter = await context.networks.adapter(kind);
  const credentials = openCredentials(context.secrets, connection.sealedCredentials);
  let remotes: RemotePage[];
  try {
    remotes = adapter.listPages ? await adapter.listPages(credentials) : [];
  } catch (error) {
    throw appErrorFromNetwork(error);
  }
  // A network with its own word for "nothing here" (YouTube: no channel) says so in listPages.
  if (remotes.length === 0) throw new AppError('no_page_found');
  return { kind, remotes };
}

export async function listConnectionPages(context: AppContext, auth: Auth, connectionId: string) {
  const { kind, remotes } = await offered(context, auth, connectionId);
  const owners = await ownersOf(
    context.database.db,
    kind,
    remotes.map((remote) => remote.remoteId),
  );
  return {
    kind,
    pages: remotes.map((remote) => ({
      remoteId: remote.remoteId,
      name: remote.name,
      pictureUrl: remote.pictureUrl ?? null,
      unavailable: unavailableReason(remote, owners.get(remote.remoteId), auth.user.accountId),
    })),
  };
}

export async function addConnectionPages(
  context: AppContext,
  auth: Auth,
  connectionId: string,
  remoteIds: string[],
) {
  const { kind, remotes } = await offered(context, auth, connectionId);
  const picked = remoteIds.map((remoteId) => {
    const remote = remotes.find((candidate) => candidate.remoteId === remoteId);
    if (!remote) throw new AppError('no_page_found', { details: { remoteId } });
    return remote;
  });
  return savePages(context, auth, kind, picked);
}
