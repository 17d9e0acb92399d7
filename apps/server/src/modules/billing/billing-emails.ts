import { createHash } from 'node:crypto';
import type { Language } from '@pagewise/shared/languages';
import type { BillingPeriod, PaidPlanId } from '@pagewise/shared/plans';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../accounts/schema.ts';
import { composeEmail } from '../notifications/compose-email.ts';
import type { EmailKind } from '../notifications/email-texts.ts';
import { formatDate, type Reader } from '../notifications/format-date.ts';
import { sendEmailJob } from '../notifications/send-email-job.ts';
import { users } from '../users/schema.ts';
import { billingLinks } from './billing-links.ts';
import { declineReason } from './decline-reasons.ts';
import type { BillingSubscriptionRow } from './schema.ts';

type Context = Pick<AppContext, 'queue' | 'config' | 'secrets' | 'database'>;

/** A change of a subscription the administrators hear of (apply-subscription.ts decides which). */
export type SubscriptionChange = {
  kind: 'subscription_created' | 'subscription_updated' | 'subscription_ending' | 'subscription_deleted';
  subscription: BillingSubscriptionRow;
};

const planNames: Record<PaidPlanId, string> = {
  starter: 'Starter',
  standard: 'Standard',
  premium: 'Premium',
};

/** "billed {period}" in each language. */
const periodWords: Record<Language, Record<BillingPeriod, string>> = {
  en: { monthly: 'monthly', annual: 'annually' },
  fr: { monthly: 'mensuellement', annual: 'annuellement' },
  de: { monthly: 'monatlich', annual: 'jährlich' },
  es: { monthly: 'mensualmente', annual: 'anualmente' },
  pt: { monthly: 'mensalmente', annual: 'anualmente' },
  it: { monthly: 'mensilmente', annual: 'annualmente' },
};

/** An invoice's plan and amount, as each e-mail about an invoice names them. */
type InvoiceFacts = { eventId: string; plan: PaidPlanId | null; amountCents: number; currency: string };

function invoiceValues(input: InvoiceFacts, language: Language) {
  const amount = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: input.currency.toUpperCase(),
  });
  return {
    plan: input.plan ? planNames[input.plan] : 'Pagewise',
    amount: amount.format(input.amountCents / 100),
  };
}

/** A subscription's plan, its billing period and one of its dates, as its e-mails name them. */
const subscriptionValues = (subscription: BillingSubscriptionRow, date: Date | null) => (reader: Reader) => ({
  plan: planNames[subscription.plan],
  period: periodWords[reader.language][subscription.period],
  date: formatDate(date, reader),
});

/** created, updated, ending (cancelled at the period's end) or deleted: to the administrators. */
export async function emailSubscriptionChange(
  context: Context,
  accountId: string,
  change: SubscriptionChange,
): Promise<void> {
  const { subscription } = change;
  await emailAdministrators(context, accountId, {
    kind: change.kind,
    path: change.kind === 'subscription_created' ? billingLinks.invoices() : billingLinks.plan(),
    // One e-mail per change applied (the transaction that applied it saw it once).
    jobKey: `${subscription.stripeSubscriptionId}:${change.kind}:${subscription.updatedAt.toISOString()}`,
    values: subscriptionValues(subscription, subscription.currentPeriodEnd),
  });
}

/** Stripe could not take a payment (invoice.payment_failed): the amount and the friendly reason. */
export async function emailPaymentFailed(
  context: Context,
  accountId: string,
  input: InvoiceFacts & { declineCode: string | null },
): Promise<void> {
  await emailAdministrators(context, accountId, {
    kind: 'payment_failed',
    path: billingLinks.invoices(),
    jobKey: `${input.eventId}:payment_failed`,
    values: (reader) => ({
      ...invoiceValues(input, reader.language),
      reason: declineReason(input.declineCode, reader.language),
    }),
  });
}

/** Stripe's notice of the next invoice (invoice.upcoming): its amount and date. */
export async function emailUpcomingInvoice(
  context: Context,
  accountId: string,
  input: InvoiceFacts & { date: Date | null },
): Promise<void> {
  await emailAdministrators(context, accountId, {
    kind: 'invoice_upcoming',
    path: billingLinks.invoices(),
    jobKey: `${input.eventId}:invoice_upcoming`,
    values: (reader) => ({ ...invoiceValues(input, reader.language), date: formatDate(input.date, reader) }),
  });
}

/** A promo code's trial is about to end (customer.subscription.trial_will_end): the card is charged then. */
export async function emailTrialEnding(
  context: Context,
  accountId: string,
  input: { eventId: string; subscription: BillingSubscriptionRow },
): Promise<void> {
  const { subscription } = input;
  await emailAdministrators(context, accountId, {
    kind: 'subscription_trial_ending',
    path: billingLinks.plan(),
    jobKey: `${input.eventId}:subscription_trial_ending`,
    values: subscriptionValues(subscription, subscription.trialEnd),
  });
}

/**
 * One e-mail to each administrator of the account with a confirmed address, in their language,
 * dates in the account's time zone; queued in one statement, each under an id made of `jobKey`
 * and the recipient, so a repeated call queues nothing twice.
 */
async function emailAdministrators(
  context: Context,
  accountId: string,
  input: {
    kind: EmailKind;
    path: string;
    jobKey: string;
    values: (reader: Reader) => Record<string, string>;
  },
): Promise<void> {
  const db = context.database.db;
  const [account] = await db
    .select({ name: accounts.name, timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) return;
  const administrators = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, language: users.language })
    .from(users)
    .where(
      and(eq(users.accountId, accountId), eq(users.role, 'administrator'), isNotNull(users.emailConfirmedAt)),
    );
  await context.queue.sendMany(
    sendEmailJob,
    administrators.map((administrator) => {
      const reader: Reader = { language: administrator.language, timeZone: account.timeZone };
      const message = composeEmail({
        kind: input.kind,
        language: administrator.language,
        to: administrator.email,
        name: administrator.firstname,
        link: `${context.config.publicUrl}${input.path}`,
        values: { account: account.name, ...input.values(reader) },
      });
      return {
        payload: { sealed: context.secrets.seal(JSON.stringify(message)) },
        options: { id: mailId(`${input.jobKey}:${administrator.id}`) },
      };
    }),
  );
}

/** A stable job id: a name-based UUID (version 5 layout, SHA-256). */
function mailId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
