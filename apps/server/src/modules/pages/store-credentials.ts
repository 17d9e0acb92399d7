import type { Credentials } from '@pagewise/networks/adapter';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sealCredentials, userActionExpiry } from './credentials.ts';
import { type PageRow, pages } from './schema.ts';

/**
 * A page's access renewed (refresh, reconnect by OAuth or form): new sealed credentials, and the
 * page runs again with its error and token notice cleared.
 */
export async function storePageCredentials(
  context: Pick<AppContext, 'database' | 'secrets' | 'now'>,
  pageId: string,
  credentials: Credentials,
): Promise<PageRow | undefined> {
  const [row] = await context.database.db
    .update(pages)
    .set({
      sealedCredentials: sealCredentials(context.secrets, credentials),
      expiresAt: userActionExpiry(credentials),
      status: 'running',
      lastError: null,
      tokenNotice: null,
      updatedAt: context.now(),
    })
    .where(eq(pages.id, pageId))
    .returning();
  return row;
}
