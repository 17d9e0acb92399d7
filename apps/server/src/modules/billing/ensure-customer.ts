import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../accounts/schema.ts';
import type { Auth } from '../auth/sessions.ts';
import { runOperation } from './run-operation.ts';
import { billingCustomers } from './schema.ts';
import { stripeOf } from './stripe-client.ts';

type Context = Pick<AppContext, 'database' | 'logger' | 'config'>;

/** The account's Stripe customer id, if it has one. */
export async function customerIdOf(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<string | null> {
  const [row] = await context.database.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, accountId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The account's Stripe customer, created on its first billing write. The row is claimed before the
 * call, whose Idempotency-Key (`customer-<accountId>`) makes a repeated or concurrent creation
 * answer the same customer: an account never has two.
 */
export async function ensureCustomer(context: Context, auth: Auth): Promise<string> {
  const accountId = auth.user.accountId;
  const known = await customerIdOf(context, accountId);
  if (known) return known;
  await context.database.db.insert(billingCustomers).values({ accountId }).onConflictDoNothing();
  const [account] = await context.database.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  const stripe = stripeOf(context);
  const params: Stripe.CustomerCreateParams = {
    name: account?.name ?? auth.user.email,
    email: auth.user.email,
    preferred_locales: [auth.user.language],
    metadata: { accountId },
  };
  const created = await runOperation(context, {
    accountId,
    kind: 'create_customer',
    key: `customer-${accountId}`,
    send: (idempotencyKey) => stripe.customers.create(params, { idempotencyKey }),
    idOf: (customer) => customer.id,
    // Found by its e-mail and the account it names; otherwise the same key is sent again, which
    // Stripe answers with the customer it made within 24 hours.
    readBack: async () => {
      const found = await stripe.customers.list({ email: auth.user.email, limit: 20 });
      return found.data.find((customer) => customer.metadata?.accountId === accountId)?.id;
    },
  });
  await context.database.db
    .update(billingCustomers)
    .set({ stripeCustomerId: created.id })
    .where(eq(billingCustomers.accountId, accountId));
  return created.id;
}
