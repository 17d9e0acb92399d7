import type { SubscriptionState } from '@pagewise/shared/billing';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type BillingSubscriptionRow, billingSubscriptions } from './schema.ts';

/** Stripe's statuses in which the plan is paid for (a trial counts: Stripe confirmed the card). */
export const confirmed = ['active', 'trialing'];
/** Still the account's plan: a failed renewal (`past_due`) keeps it while Stripe retries. */
export const live = [...confirmed, 'past_due'];

/** The account's subscription in force: the newest that is still live, else the newest. */
export async function currentSubscription(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<BillingSubscriptionRow | undefined> {
  const rows = await context.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.accountId, accountId))
    .orderBy(desc(billingSubscriptions.createdAt))
    .limit(20);
  return rows.find((row) => live.includes(row.status)) ?? rows[0];
}

export function isLive(row: Pick<BillingSubscriptionRow, 'status'> | undefined): boolean {
  return row !== undefined && live.includes(row.status);
}

/** Where a live subscription stands, in the product's words (spec §4 "Subscription"). */
export function subscriptionStateOf(row: BillingSubscriptionRow): SubscriptionState {
  if (row.status === 'past_due' || row.status === 'unpaid') return 'past_due';
  if (row.cancelAtPeriodEnd) return 'cancelled';
  return row.status === 'trialing' ? 'trial' : 'active';
}

/** The account's live subscription, if any: what `GET /api/plan` and `GET /api/billing` say of it. */
export async function liveSubscription(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<BillingSubscriptionRow | undefined> {
  const row = await currentSubscription(context, accountId);
  return row && isLive(row) ? row : undefined;
}
