import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import { webLinks } from '@pagewise/shared/routes';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { pages } from '../pages/schema.ts';
import { userPages } from '../users/access-schema.ts';
import { type UserRow, users } from '../users/schema.ts';
import type { InboxItemRow } from './schema.ts';

/**
 * The member items are assigned to: a user of the caller's account who reaches every item's
 * page. Anyone else is a field error (the assignee), never a 404 of the items.
 */
export async function checkAssignee(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  assigneeId: string,
  items: InboxItemRow[],
): Promise<UserRow> {
  const refuse = () =>
    new AppError('invalid_data', {
      message: 'The assignee must be a member of the team who reaches the page',
      fields: { assigneeId: 'validation.invalid' },
    });
  if (!isUuid(assigneeId)) throw refuse();
  const db = context.database.db;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, assigneeId), eq(users.accountId, auth.user.accountId)))
    .limit(1);
  if (!user) throw refuse();
  if (user.allPages || !mayBeLimitedToPages(user.role)) return user;
  const reached = new Set(
    (await db.select({ pageId: userPages.pageId }).from(userPages).where(eq(userPages.userId, user.id))).map(
      (row) => row.pageId,
    ),
  );
  if (items.some((item) => !reached.has(item.pageId))) throw refuse();
  return user;
}

/**
 * Tells the assignee by e-mail, in their language and time zone, unless they turned the inbox
 * notifications off, have not confirmed their address, or assigned the items to themselves.
 */
export async function notifyAssignee(
  context: AppContext,
  auth: Auth,
  assignee: UserRow,
  items: InboxItemRow[],
): Promise<void> {
  if (!assignee.notifyInbox || !assignee.emailConfirmedAt || assignee.id === auth.user.id) return;
  const db = context.database.db;
  const zone = await accountTimeZone(db, assignee.accountId);
  for (const item of items) {
    const [page] = await db.select({ name: pages.name }).from(pages).where(eq(pages.id, item.pageId));
    await sendEmail(context, {
      kind: 'inbox_assigned',
      to: assignee.email,
      name: assignee.firstname,
      language: assignee.language,
      path: webLinks.inbox(item.id),
      values: {
        actor: `${auth.user.firstname} ${auth.user.lastname}`.trim(),
        page: page?.name ?? '',
        author: item.authorName,
        date: formatDate(item.receivedAt, readerOf(assignee, zone), true),
        text: item.text.length > 280 ? `${item.text.slice(0, 279)}…` : item.text,
      },
    });
  }
}
