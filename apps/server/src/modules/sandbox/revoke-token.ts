import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { sandboxPages } from './schema.ts';

/**
 * Lets a user see what happens when a network revokes a token: the sandbox forgets the page's
 * token, as a real network would after a password change.
 */
export async function revokeSandboxToken(context: AppContext, auth: Auth, pageId: string): Promise<void> {
  const page = await findPage(context, auth, pageId, 'connect_pages');
  if (page.kind !== 'sandbox') throw new AppError('not_found', { message: 'Not a sandbox page' });
  await context.database.db
    .update(sandboxPages)
    .set({ revokedAt: context.now() })
    .where(eq(sandboxPages.id, page.remoteId));
}
