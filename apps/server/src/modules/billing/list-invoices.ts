import type { InvoiceList } from '@pagewise/shared/billing';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { customerIdOf } from './ensure-customer.ts';
import { billingConfigured, stripeOf } from './stripe-client.ts';
import { readFromStripe } from './stripe-failures.ts';

/** Invoices shown: two years of monthly ones. */
const shown = 24;

/** `GET /api/billing/invoices`: the customer's invoices from Stripe, newest first, with their PDF. */
export async function listInvoices(
  context: Pick<AppContext, 'database' | 'config'>,
  auth: Auth,
): Promise<InvoiceList> {
  authorize(auth, 'billing');
  const customerId = billingConfigured(context) ? await customerIdOf(context, auth.user.accountId) : null;
  if (!customerId) return { invoices: [] };
  const list = await readFromStripe(stripeOf(context).invoices.list({ customer: customerId, limit: shown }));
  const invoices = list.data
    .filter((invoice) => invoice.status !== 'draft')
    .sort((a, b) => b.created - a.created)
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      date: new Date(invoice.created * 1000).toISOString(),
      amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.total,
      currency: invoice.currency,
      status: invoice.status ?? 'open',
      pdfUrl: invoice.invoice_pdf ?? null,
    }));
  return { invoices };
}
