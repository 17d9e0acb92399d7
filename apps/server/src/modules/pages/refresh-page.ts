import type { RemotePage } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { openCredentials } from './credentials.ts';
import { findPage } from './find-page.ts';
import { withGroups } from './list-pages.ts';
import { takePagePicture } from './page-picture.ts';
import { type PageRow, pages } from './schema.ts';
import { storePageCredentials } from './store-credentials.ts';

/**
 * Re-synchronises a page with its network at the user's request: success answers the page
 * ("synchronisation successful"); a failure is kept on the page and answered as its error.
 */
export async function refreshPage(context: AppContext, auth: Auth, pageId: string): Promise<Page> {
  const found = await findPage(context, auth, pageId, 'connect_pages');
  // A page its account's plan leaves over its number is read-only (plans/over-limit.ts).
  await assertWithinPlan(context.database.db, auth.user.accountId, 'pages', [found.id]);
  const { page, failure, remote } = await synchronise(context, found);
  if (failure) throw failure;
  // Only here, at the user's request: publishing and the token checks also synchronise, and must not wait on a picture.
  const pictured = remote ? await takePagePicture(context, page, remote) : page;
  const [shown] = await withGroups(context, [pictured]);
  return shown as Page;
}

/**
 * Refreshes the token where the network allows it and checks the page still exists there. A
 * token the network refuses, or a page gone, needs the user: the page turns "reconnection needed".
 * The page as the network listed it comes back too (its name, its picture).
 */
export async function synchronise(
  context: AppContext,
  row: PageRow,
): Promise<{ page: PageRow; failure?: AppError; remote?: RemotePage }> {
  const adapter = await context.networks.adapter(row.kind as NetworkKind);
  try {
    let credentials = openCredentials(context.secrets, row.sealedCredentials);
    if (adapter.refresh) credentials = await adapter.refresh(credentials);
    let remote: RemotePage | undefined;
    if (adapter.listPages) {
      remote = (await adapter.listPages(credentials)).find((page) => page.remoteId === row.remoteId);
      if (!remote) throw new AppError('no_page_found');
      credentials = remote.credentials;
    }
    const page = (await storePageCredentials(context, row.id, credentials)) ?? row;
    return remote ? { page, remote } : { page };
  } catch (error) {
    const failure = error instanceof AppError ? error : appErrorFromNetwork(error);
    const needsUser = failure.key === 'no_page_found' || failure.key === 'network_token_invalid';
    const [page] = await context.database.db
      .update(pages)
      .set({
        lastError: failure.key,
        status: needsUser ? 'reconnection_needed' : row.status,
        updatedAt: context.now(),
      })
      .where(eq(pages.id, row.id))
      .returning();
    return { page: page ?? row, failure };
  }
}
