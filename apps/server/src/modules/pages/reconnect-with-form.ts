import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { missingFormFields } from '../networks/form-fields.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { findPage } from './find-page.ts';
import { withGroups } from './list-pages.ts';
import { storePageCredentials } from './store-credentials.ts';

/**
 * Reconnects a page of a form network with fresh credentials (a new bot token, app password or
 * API key). The network must answer with the same page; the sandbox re-issues its own token.
 */
export async function reconnectWithForm(
  context: AppContext,
  auth: Auth,
  pageId: string,
  fields: Record<string, string>,
): Promise<Page> {
  const page = await findPage(context, auth, pageId, 'connect_pages');
  const kind = page.kind as NetworkKind;
  const adapter = await context.networks.adapter(kind);
  if (!adapter.connectWithForm)
    throw new AppError('invalid_data', { message: `${kind} is reconnected through OAuth` });
  const given = kind === 'sandbox' ? { reconnectPage: page.remoteId } : fields;
  if (kind !== 'sandbox') {
    const missing = missingFormFields(kind, given);
    if (Object.keys(missing).length > 0) throw new AppError('invalid_data', { fields: missing });
  }
  let offered: Awaited<ReturnType<NonNullable<typeof adapter.connectWithForm>>>;
  try {
    offered = await adapter.connectWithForm(given);
  } catch (error) {
    throw appErrorFromNetwork(error);
  }
  const same = offered.pages.find((remote) => remote.remoteId === page.remoteId);
  if (!same) throw new AppError('no_page_found');
  const row = await storePageCredentials(context, page.id, same.credentials);
  const [updated] = await withGroups(context, [row ?? page]);
  return updated as Page;
}
