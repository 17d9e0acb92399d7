import type { Action } from '@pagewise/shared/permissions';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, reachesPage } from '../users/access.ts';

/**
 * Spec §5 ("a draft assigned to pages the user cannot access cannot be edited by that user"), for
 * every item spread over pages (a post's publications, a group): a user who reaches none of its
 * pages does not see it (not found); one who reaches only some sees it but may not change it.
 * Between the two, the role is asked, so a role that may never do this hears so first.
 */
export function authorizeOnPages(auth: Auth, pageIds: readonly string[], action: Action): void {
  const reached = pageIds.filter((pageId) => reachesPage(auth, pageId));
  if (pageIds.length > 0 && reached.length === 0) throw new AppError('not_found');
  authorize(auth, action);
  if (reached.length < pageIds.length) {
    throw new AppError('forbidden', {
      message: 'This item is also on pages you cannot reach',
      details: { action, reason: 'page_access' },
    });
  }
}
