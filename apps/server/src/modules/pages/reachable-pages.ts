import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { pageScopeCondition } from '../users/access.ts';
import { pages } from './schema.ts';

/**
 * A list of pages the caller hands to something (a group, an external validator): at least one,
 * each a page of the caller's account that they reach. Any other id (another account's page, a
 * malformed one) refuses the whole list, naming the field with `errorKey`. Returns the ids once each.
 */
export async function requireReachablePages(
  db: Database,
  auth: Auth,
  pageIds: string[],
  errorKey: string,
): Promise<string[]> {
  const unique = [...new Set(pageIds)];
  const valid = unique.filter((id) => isUuid(id));
  const owned =
    valid.length === 0
      ? []
      : await db
          .select({ id: pages.id })
          .from(pages)
          .where(
            and(
              eq(pages.accountId, auth.user.accountId),
              inArray(pages.id, valid),
              pageScopeCondition(auth, pages.id),
            ),
          );
  if (unique.length === 0) {
    throw new AppError('invalid_data', {
      message: 'Choose at least one page',
      fields: { pageIds: errorKey },
    });
  }
  if (owned.length !== unique.length) {
    throw new AppError('invalid_data', {
      message: 'Some pages are not pages of this account',
      fields: { pageIds: errorKey },
    });
  }
  return unique;
}
