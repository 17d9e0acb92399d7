import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { pages } from './schema.ts';

/** The network refused the page's token while publishing: the user must reconnect it. */
export async function markPageForReconnection(context: Pick<AppContext, 'database' | 'now'>, pageId: string) {
  await context.database.db
    .update(pages)
    .set({ status: 'reconnection_needed', lastError: 'network_token_invalid', updatedAt: context.now() })
    .where(eq(pages.id, pageId));
}
