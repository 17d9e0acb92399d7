import { invalidRequest } from './errors.ts';
import { type Params, texts } from './form.ts';
import { page } from './list.ts';
import type { Store } from './store.ts';

/**
 * An answer with `expand[]` applied: each dotted path (`latest_invoice`, `data.product`,
 * `payments.data.payment.payment_intent`) replaces the id it ends on with that object. Lists are
 * walked through, as Stripe does. The stored objects are never changed.
 */
export function render(store: Store, value: object, input: Params): unknown {
  const paths = texts(input, 'expand');
  const copy = structuredClone(value);
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > 4)
      throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
    expandAt(store, copy, segments);
  }
  return copy;
}

function expandAt(store: Store, node: unknown, path: string[]): unknown {
  if (typeof node === 'string') {
    const found = store.objects.get(node);
    if (!found) return node;
    node = structuredClone(found);
  }
  if (Array.isArray(node)) return node.map((item) => expandAt(store, item, path));
  const [key, ...rest] = path;
  if (key === undefined || !node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  // `payments` is an includable field of invoices: only there when asked for.
  if (key === 'payments' && record.object === 'invoice' && record.payments === undefined) {
    const payments = store.all('invoice_payment').filter((payment) => payment.invoice === record.id);
    record.payments = structuredClone(page(payments, {}, `/v1/invoice_payments?invoice=${record.id}`));
  }
  if (key in record) record[key] = expandAt(store, record[key], rest);
  return record;
}
