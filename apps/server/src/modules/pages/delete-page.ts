import { and, eq, notExists } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from './find-page.ts';
import { pageGroupMembers, pageGroups, pages } from './schema.ts';

/** Deletes a page of the caller's account; groups left with no page are dropped (spec §3). */
export async function deletePage(context: AppContext, auth: Auth, pageId: string): Promise<void> {
  const page = await findPage(context, auth, pageId, 'connect_pages');
  await context.database.db.transaction(async (tx) => {
    await tx.delete(pages).where(eq(pages.id, page.id));
    await tx
      .delete(pageGroups)
      .where(
        and(
          eq(pageGroups.accountId, auth.user.accountId),
          notExists(tx.select().from(pageGroupMembers).where(eq(pageGroupMembers.groupId, pageGroups.id))),
        ),
      );
  });
  // The page leaves the lists of pages users were limited to.
  forgetCachedSessions();
}
