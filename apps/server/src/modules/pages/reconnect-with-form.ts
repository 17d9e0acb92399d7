import type { RemotePage } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { formFieldRefusal } from '../networks/form-fields.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { findPage } from './find-page.ts';
import { withGroups } from './list-pages.ts';
import { takePagePicture } from './page-picture.ts';
import { storePageCredentials } from './store-credentials.ts';

/**
 * Reconnects a page of a form network with fresh credentials (a new bot token, app password or
 * API key): the network must answer with the same page. A network that issues credentials itself
 * (the sandbox) asks for nothing and issues new ones. The page is found among the caller's own
 * before anything reaches the network.
 */
export async function reconnectWithForm(
  context: AppContext,
  auth: Auth,
  pageId: string,
  fields: Record<string, string>,
): Promise<Page> {
  const page = await findPage(context, auth, pageId, 'connect_pages');
  // A page its account's plan leaves over its number is read-only (plans/over-limit.ts).
  await assertWithinPlan(context.database.db, auth.user.accountId, 'pages', [page.id]);
  const kind = page.kind as NetworkKind;
  const adapter = await context.networks.adapter(kind);
  if (!adapter.connectWithForm)
    throw new AppError('invalid_data', { message: `${kind} is reconnected through OAuth` });
  const issuesItself = Boolean(adapter.reconnectPage);
  const refusal = formFieldRefusal(kind, fields, { requireAll: !issuesItself });
  if (refusal) throw refusal;
  let offered: RemotePage[];
  try {
    offered = adapter.reconnectPage
      ? [await adapter.reconnectPage(page.remoteId)]
      : (await adapter.connectWithForm(fields)).pages;
  } catch (error) {
    throw appErrorFromNetwork(error);
  }
  const same = offered.find((remote) => remote.remoteId === page.remoteId);
  if (!same) throw new AppError('no_page_found');
  const row = await storePageCredentials(context, page.id, same.credentials);
  const [updated] = await withGroups(context, [await takePagePicture(context, row ?? page, same)]);
  return updated as Page;
}
