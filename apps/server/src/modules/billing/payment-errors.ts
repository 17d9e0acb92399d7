import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { billingCustomers } from './schema.ts';

/** The last payment that failed, kept (and shown) until a payment succeeds. */
export async function recordPaymentError(
  context: Pick<AppContext, 'database' | 'now'>,
  accountId: string,
  error: { code: string; declineCode: string | null },
): Promise<void> {
  await context.database.db
    .update(billingCustomers)
    .set({
      lastPaymentErrorCode: error.code,
      lastPaymentDeclineCode: error.declineCode,
      lastPaymentErrorAt: context.now(),
    })
    .where(eq(billingCustomers.accountId, accountId));
}

export async function clearPaymentError(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<void> {
  await context.database.db
    .update(billingCustomers)
    .set({ lastPaymentErrorCode: null, lastPaymentDeclineCode: null, lastPaymentErrorAt: null })
    .where(eq(billingCustomers.accountId, accountId));
}
