import type { ContactRequest } from '@pagewise/shared/billing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../accounts/schema.ts';
import type { Auth } from '../auth/sessions.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import { findAccountPlan } from './account-plan.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The plan screen's contact request (any signed-in user): an e-mail to the sales address
 * (`SALES_EMAIL`) saying who asks, for which account and plan, their message and their phone. It
 * is written for the sales team, in English, and answered from their own mailbox.
 */
export async function sendContactRequest(
  context: Pick<AppContext, 'database' | 'queue' | 'secrets' | 'config'>,
  auth: Auth,
  input: ContactRequest,
): Promise<void> {
  const db = context.database.db;
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, auth.user.accountId))
    .limit(1);
  const plan = await findAccountPlan(db, auth.user.accountId);
  const name = `${auth.user.firstname} ${auth.user.lastname}`.trim();
  const facts: [string, string][] = [
    ['Name', name],
    ['E-mail', auth.user.email],
    ['Phone', input.phone ?? ''],
    ['Role', auth.user.role],
    ['Account', `${account?.name ?? ''} (${auth.user.accountId})`],
    ['Plan', plan.trialClosedAt === null ? `${plan.inForce.id} (trial)` : plan.inForce.id],
  ];
  const lines = facts.filter(([, value]) => value !== '');
  await queueEmail(context, {
    to: context.config.salesEmail,
    // One line: a name with a line break must not start a header of its own.
    subject: `Pagewise: contact request from ${name} (${account?.name ?? ''})`.replace(/[\r\n]+/g, ' '),
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.message}\n`,
    html: [
      '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b1f24">',
      `<p>${lines.map(([label, value]) => `${label}: ${escapeHtml(value)}`).join('<br>')}</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
      '</body></html>',
    ].join(''),
  });
}
