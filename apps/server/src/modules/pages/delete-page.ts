import { and, eq, notExists } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from './find-page.ts';
import { lockPageSet } from './page-locks.ts';
import { pageGroupMembers, pageGroups, pages } from './schema.ts';

/**
 * Deletes a page of the caller's account; groups left with no page are dropped (spec §3). It takes
 * turns with the account's group changes (`lockPageSet`); a page deleted a moment before by
 * another request is not found.
 */
export async function deletePage(context: AppContext, auth: Auth, pageId: string): Promise<void> {
  const page = await findPage(context, auth, pageId, 'connect_pages');
  const pictureKey = await context.database.db.transaction(async (tx) => {
    await lockPageSet(tx, auth.user.accountId);
    const deleted = await tx
      .delete(pages)
      .where(eq(pages.id, page.id))
      .returning({ id: pages.id, pictureKey: pages.pictureKey });
    if (deleted.length === 0) throw new AppError('not_found', { message: 'Page not found' });
    await tx
      .delete(pageGroups)
      .where(
        and(
          eq(pageGroups.accountId, auth.user.accountId),
          notExists(tx.select().from(pageGroupMembers).where(eq(pageGroupMembers.groupId, pageGroups.id))),
        ),
      );
    return deleted[0]?.pictureKey ?? null;
  });
  if (pictureKey) await context.storage.remove(pictureKey);
  // The page leaves the lists of pages users were limited to.
  forgetCachedSessions();
}
