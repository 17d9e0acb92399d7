import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import { roles } from '@pagewise/shared/roles';
import type { NotificationFlag } from '@pagewise/shared/users';
import { and, eq, exists, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database.ts';
import { userPages } from './access-schema.ts';
import { type UserRow, users } from './schema.ts';

/** Each notification flag of spec §3 and the column that keeps it. */
const flagColumns: Record<NotificationFlag, AnyPgColumn> = {
  publicationFailures: users.notifyPublicationFailures,
  validations: users.notifyValidations,
  inbox: users.notifyInbox,
  pageErrors: users.notifyPageErrors,
  sourceErrors: users.notifySourceErrors,
};

/** Roles that reach every page whatever their page access says (administrators). */
const rolesReachingAllPages = roles.filter((role) => !mayBeLimitedToPages(role));

/**
 * Who receives an e-mail about something of an account: the users who confirmed their address,
 * keep this notification on, and, when it is about a page, reach that page (administrators and
 * users with every page reach all). Every e-mail sender asks here, so each flag is respected once.
 */
export async function notificationRecipients(
  db: Database,
  input: { accountId: string; flag: NotificationFlag; pageId?: string },
): Promise<UserRow[]> {
  const reachesPage: SQL | undefined = input.pageId
    ? or(
        inArray(users.role, rolesReachingAllPages),
        eq(users.allPages, true),
        exists(
          db
            .select({ pageId: userPages.pageId })
            .from(userPages)
            .where(and(eq(userPages.userId, users.id), eq(userPages.pageId, input.pageId))),
        ),
      )
    : undefined;
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.accountId, input.accountId),
        isNotNull(users.emailConfirmedAt),
        eq(flagColumns[input.flag], true),
        reachesPage,
      ),
    );
}
