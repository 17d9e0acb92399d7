import { randomUUID } from 'node:crypto';
import type { BillingInfo } from '@pagewise/shared/billing';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { ensureCustomer } from './ensure-customer.ts';
import { runOperation } from './run-operation.ts';
import { type BillingInformationRow, billingInformation } from './schema.ts';
import { stripeOf } from './stripe-client.ts';

type Context = Pick<AppContext, 'database' | 'logger' | 'config' | 'now'>;

const fields = ['company', 'address', 'country', 'zipCode', 'city', 'vatNumber'] as const;

/** The stored fields, an empty one left out. */
export function toBillingInfo(row: BillingInformationRow | undefined): BillingInfo {
  const info: BillingInfo = {};
  for (const field of fields) {
    const value = row?.[field];
    if (value) info[field] = value;
  }
  return info;
}

/** Every field of the form: a blank or absent one is cleared. */
function toColumns(input: BillingInfo): Record<(typeof fields)[number], string | null> {
  return Object.fromEntries(fields.map((field) => [field, input[field]?.trim() || null])) as Record<
    (typeof fields)[number],
    string | null
  >;
}

export async function readBillingInformation(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<BillingInfo> {
  const [row] = await context.database.db
    .select()
    .from(billingInformation)
    .where(eq(billingInformation.accountId, accountId))
    .limit(1);
  return toBillingInfo(row);
}

/**
 * Stores the billing information (every field optional; an empty one cleared) and pushes it to the
 * Stripe customer, so that invoices carry it: the company as the customer's name, the address
 * (the country when it is an ISO code, as Stripe takes it), the VAT number in the metadata.
 */
export async function saveBillingInformation(
  context: Context,
  auth: Auth,
  input: BillingInfo,
): Promise<void> {
  const accountId = auth.user.accountId;
  const stripe = stripeOf(context);
  const values = { ...toColumns(input), updatedAt: context.now() };
  await context.database.db
    .insert(billingInformation)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: billingInformation.accountId, set: values });
  const customerId = await ensureCustomer(context, auth);
  const params = customerParams(toColumns(input));
  await runOperation(context, {
    accountId,
    kind: 'update_customer',
    key: `customer-info-${randomUUID()}`,
    send: (idempotencyKey) => stripe.customers.update(customerId, params, { idempotencyKey }),
    idOf: (customer) => customer.id,
    // Setting the same fields again is harmless: a lost answer is settled by the next save.
    readBack: async () => undefined,
  });
}

function customerParams(input: ReturnType<typeof toColumns>): Stripe.CustomerUpdateParams {
  const isoCountry =
    input.country && /^[A-Za-z]{2}$/.test(input.country) ? input.country.toUpperCase() : null;
  const hasAddress = input.address || input.zipCode || input.city || isoCountry;
  return {
    ...(input.company ? { name: input.company } : {}),
    address: hasAddress
      ? {
          line1: input.address ?? '',
          postal_code: input.zipCode ?? '',
          city: input.city ?? '',
          ...(isoCountry ? { country: isoCountry } : {}),
        }
      : '',
    // An empty value removes the key from Stripe's metadata.
    metadata: {
      vat_number: input.vatNumber ?? '',
      country: input.country ?? '',
      company: input.company ?? '',
    },
  };
}
