import { nearExpirationDays } from '@pagewise/shared/pages';
import { webLinks } from '@pagewise/shared/routes';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { notificationRecipients } from '../users/recipients.ts';
import { effectiveStatus } from './page-status.ts';
import { synchronise } from './refresh-page.ts';
import { type PageRow, pages } from './schema.ts';

/**
 * The token-health round (a job): every page whose token nears its end is refreshed where the
 * network allows it; a page still near its end, expired, or needing reconnection is reported once
 * per state, with a link to reconnect it, to the users who reach the page and want page errors.
 */
export async function checkPageTokens(context: AppContext): Promise<{ checked: number; notified: number }> {
  const db = context.database.db;
  const horizon = new Date(context.now().getTime() + nearExpirationDays * 86_400_000);
  const due = await db
    .select()
    .from(pages)
    .where(
      or(
        and(isNotNull(pages.expiresAt), lt(pages.expiresAt, horizon)),
        eq(pages.status, 'reconnection_needed'),
      ),
    );
  let notified = 0;
  for (const row of due) {
    const current = row.status === 'reconnection_needed' ? row : (await synchronise(context, row)).page;
    if (await notifyOnce(context, current)) notified += 1;
  }
  return { checked: due.length, notified };
}

async function notifyOnce(context: AppContext, page: PageRow): Promise<boolean> {
  const status = effectiveStatus(page.status, page.expiresAt, context.now());
  const notice = status === 'near_expiration' ? 'near_expiration' : status === 'running' ? null : 'expired';
  if (!notice || page.tokenNotice === notice) return false;
  const recipients = await notificationRecipients(context.database.db, {
    accountId: page.accountId,
    flag: 'pageErrors',
    pageId: page.id,
  });
  const accountZone = await accountTimeZone(context.database.db, page.accountId);
  for (const user of recipients) {
    await sendEmail(context, {
      kind: notice === 'near_expiration' ? 'page_token_expiring' : 'page_token_expired',
      to: user.email,
      name: user.firstname,
      language: user.language,
      path: webLinks.refreshToken(page.id),
      values: {
        page: page.name,
        date: formatDate(page.expiresAt, readerOf(user, accountZone)),
      },
    });
  }
  await context.database.db.update(pages).set({ tokenNotice: notice }).where(eq(pages.id, page.id));
  return true;
}
