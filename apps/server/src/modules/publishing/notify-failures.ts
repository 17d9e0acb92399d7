import { webLinks } from '@pagewise/shared/routes';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';
import { notificationRecipients } from '../users/recipients.ts';
import { failureReasons } from './failure-reasons.ts';

/**
 * Spec §4: a post that fails sends an e-mail, with a link to edit it and one to publish it now, to
 * the users who reach its page and want to hear of publication failures (spec §3).
 */
export async function notifyFailures(context: AppContext, failed: { id: string }[]) {
  const db = context.database.db;
  const rows = await db
    .select({
      postId: postTargets.postId,
      accountId: postTargets.accountId,
      pageId: postTargets.pageId,
      dueAt: postTargets.dueAt,
      errorKey: postTargets.errorKey,
      page: pages.name,
    })
    .from(postTargets)
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .where(
      inArray(
        postTargets.id,
        failed.map((target) => target.id),
      ),
    );
  for (const row of rows) {
    const recipients = await notificationRecipients(db, {
      accountId: row.accountId,
      flag: 'publicationFailures',
      pageId: row.pageId,
    });
    const accountZone = await accountTimeZone(db, row.accountId);
    for (const user of recipients) {
      await sendEmail(context, {
        kind: 'publication_failed',
        to: user.email,
        name: user.firstname,
        language: user.language,
        path: webLinks.editPost(row.postId),
        secondaryPath: webLinks.publishNow(row.postId),
        values: {
          page: row.page,
          date: formatDate(row.dueAt, readerOf(user, accountZone), true),
          reason:
            failureReasons[user.language][row.errorKey ?? ''] ??
            failureReasons[user.language].publish_failed ??
            '',
        },
      });
    }
  }
}
