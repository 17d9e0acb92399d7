import { supports } from '@pagewise/networks/adapter';
import { isNetworkError } from '@pagewise/networks/network-error';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';

/**
 * Deletes a published target on its network: `deleting` → `deleted`. A rate limit or a server
 * error throws, and the job retries with back-off; a refused token or a network with no delete
 * leaves the post published, with the reason shown.
 */
export async function deleteTarget(context: AppContext, targetId: string): Promise<void> {
  const db = context.database.db;
  const [row] = await db
    .select({ target: postTargets, page: pages })
    .from(postTargets)
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .where(and(eq(postTargets.id, targetId), eq(postTargets.status, 'deleting')))
    .limit(1);
  if (!row) return;
  const settle = (values: Partial<typeof postTargets.$inferInsert>) =>
    db
      .update(postTargets)
      .set({ ...values, updatedAt: context.now() })
      .where(and(eq(postTargets.id, targetId), eq(postTargets.status, 'deleting')));
  const adapter = await context.networks.adapter(row.page.kind as NetworkKind);
  if (!supports(adapter, 'deletePost') || !row.target.remoteId) {
    await settle({ status: 'posted', errorKey: 'network_delete_unsupported', errorDetail: null });
    return;
  }
  try {
    const credentials = openCredentials(context.secrets, row.page.sealedCredentials);
    await adapter.deletePost(
      { remoteId: row.page.remoteId, name: row.page.name, credentials },
      row.target.remoteId,
    );
    await settle({ status: 'deleted', errorKey: null, errorDetail: null });
  } catch (error) {
    if (isNetworkError(error) && ['token_expired', 'reconnect', 'rejected'].includes(error.kind)) {
      const errorKey = error.kind === 'rejected' ? 'network_rejected' : 'network_token_invalid';
      await settle({ status: 'posted', errorKey, errorDetail: error.reason ?? null });
      return;
    }
    throw error;
  }
}
