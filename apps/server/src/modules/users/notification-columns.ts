import type { NotificationSettings } from '@pagewise/shared/users';
import type { users } from './schema.ts';

/** The five notification flags of the API as the users table stores them. */
export function notificationColumns(
  settings: NotificationSettings,
): Pick<
  typeof users.$inferInsert,
  | 'notifyPublicationFailures'
  | 'notifyValidations'
  | 'notifyInbox'
  | 'notifyPageErrors'
  | 'notifySourceErrors'
> {
  return {
    notifyPublicationFailures: settings.publicationFailures,
    notifyValidations: settings.validations,
    notifyInbox: settings.inbox,
    notifyPageErrors: settings.pageErrors,
    notifySourceErrors: settings.sourceErrors,
  };
}
