import { supports } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from './find-page.ts';
import { withGroups } from './list-pages.ts';
import { pages } from './schema.ts';

/**
 * Stops reaching a page through the concierge add-on: the page goes back to the official API,
 * or to "API not connected" where the network's API cannot publish there.
 */
export async function disconnectConcierge(context: AppContext, auth: Auth, pageId: string): Promise<Page> {
  const page = await findPage(context, auth, pageId, 'connect_pages');
  const adapter = await context.networks.adapter(page.kind as NetworkKind);
  const connectionMode = supports(adapter, 'publish') ? 'api' : 'api_not_connected';
  const [row] = await context.database.db
    .update(pages)
    .set({ connectionMode, updatedAt: context.now() })
    .where(eq(pages.id, page.id))
    .returning();
  const [updated] = await withGroups(context, [row ?? page]);
  return updated as Page;
}
