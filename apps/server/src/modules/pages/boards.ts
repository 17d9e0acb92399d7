import type { ConnectedPage, NetworkAdapter } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Action } from '@pagewise/shared/permissions';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { openCredentials } from './credentials.ts';
import { findPage } from './find-page.ts';

type Board = { id: string; name: string };
/** Networks that file posts on boards (Pinterest) say so by these two methods. */
type BoardNetwork = NetworkAdapter & {
  listBoards(page: ConnectedPage): Promise<Board[]>;
  createBoard(page: ConnectedPage, board: { name: string }): Promise<Board>;
};
const hasBoards = (adapter: NetworkAdapter): adapter is BoardNetwork =>
  typeof (adapter as Partial<BoardNetwork>).listBoards === 'function';

async function boardPage(context: AppContext, auth: Auth, pageId: string, action: Action) {
  const row = await findPage(context, auth, pageId, action);
  const adapter = await context.networks.adapter(row.kind as NetworkKind);
  if (!hasBoards(adapter)) throw new AppError('not_found', { message: 'This page has no boards' });
  const page = {
    remoteId: row.remoteId,
    name: row.name,
    credentials: openCredentials(context.secrets, row.sealedCredentials),
  };
  return { adapter, page };
}

/** Spec §5: a Pinterest post needs a board, chosen among the page's boards or created. */
export async function listBoards(context: AppContext, auth: Auth, pageId: string) {
  const { adapter, page } = await boardPage(context, auth, pageId, 'read');
  try {
    const boards = await adapter.listBoards(page);
    return { boards: boards.map(({ id, name }) => ({ id, name })) };
  } catch (error) {
    throw appErrorFromNetwork(error);
  }
}

export async function createBoard(context: AppContext, auth: Auth, pageId: string, name: string) {
  const { adapter, page } = await boardPage(context, auth, pageId, 'create');
  // A page its account's plan leaves over its number is read-only (plans/over-limit.ts).
  await assertWithinPlan(context.database.db, auth.user.accountId, 'pages', [pageId]);
  try {
    const { id, name: created } = await adapter.createBoard(page, { name });
    return { id, name: created };
  } catch (error) {
    throw appErrorFromNetwork(error);
  }
}
