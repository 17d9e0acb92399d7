import { methodFor, payInvoice } from './billing.ts';
import { closedPage, escapeHtml } from './checkout-page.ts';
import { invalidRequest, StripeApiError } from './errors.ts';
import { render } from './expand.ts';
import { allowOnly, text } from './form.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { createdFilter, page } from './list.ts';
import { formatAmount, formatDate } from './periods.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';

export function invoiceRoutes(server: FakeServer, store: Store) {
  server.on('GET', '/v1/invoices', ({ input }) => {
    const customer = text(input, 'customer');
    const subscription = text(input, 'subscription');
    const status = text(input, 'status');
    const created = createdFilter(input);
    const invoices = store
      .all('invoice')
      .filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.subscription === subscription) &&
          (!status || invoice.status === status) &&
          created(invoice.created),
      );
    return { json: render(store, page(invoices, input, '/v1/invoices'), input) };
  });
  server.on('GET', '/v1/invoices/:id', ({ params, input }) => ({
    json: render(store, store.get('invoice', params.id ?? ''), input),
  }));

  // Charges an open invoice again, to the method given or the subscription's (after a failed payment).
  server.on('POST', '/v1/invoices/:id/pay', ({ params, input }) => {
    allowOnly(input, ['payment_method', 'off_session', 'expand']);
    const invoice = store.get('invoice', params.id ?? '');
    if (invoice.status !== 'open')
      throw invalidRequest('Invoice is already paid', undefined, 'invoice_not_open');
    const subscription = invoice.subscription ? store.find('subscription', invoice.subscription) : undefined;
    const method = text(input, 'payment_method') || (subscription ? methodFor(store, subscription) : null);
    if (method && store.find('payment_method', method)?.customer !== invoice.customer)
      throw invalidRequest(`No such PaymentMethod: '${method}'`, 'payment_method', 'resource_missing');
    const before = subscription ? structuredClone(subscription) : undefined;
    const failed = payInvoice(store, invoice, method, invoice.next_payment_attempt);
    if (subscription && before) {
      if (!failed && ['past_due', 'incomplete', 'unpaid'].includes(subscription.status)) {
        subscription.status = 'active';
        store.book(subscription.id).retry = null;
      }
      store.emitChanges('customer.subscription.updated', subscription, before);
    }
    if (failed?.type === 'card_error') throw new StripeApiError(402, { ...failed, type: 'card_error' });
    if (failed) throw new StripeApiError(400, { ...failed, type: 'invalid_request_error' });
    return { json: render(store, invoice, input) };
  });

  server.on('POST', '/v1/invoices/:id/void', ({ params, input }) => {
    const invoice = store.get('invoice', params.id ?? '');
    if (invoice.status !== 'open')
      throw invalidRequest(`You can only void an open invoice.`, undefined, 'invoice_not_open');
    Object.assign(invoice, { status: 'void', amount_remaining: 0, next_payment_attempt: null });
    store.emit('invoice.voided', invoice);
    return { json: render(store, invoice, input) };
  });

  server.on(
    'GET',
    '/invoice/:id/pdf',
    ({ params }) => {
      const invoice = store.find('invoice', params.id ?? '');
      if (!invoice)
        return { status: 404, html: closedPage('Invoice not found', 'This invoice does not exist.') };
      const filename = `Invoice-${invoice.number ?? invoice.id}.pdf`;
      return {
        bytes: invoicePdf(invoice),
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${filename}"`,
        },
      };
    },
    { api: false },
  );

  server.on(
    'GET',
    '/i/:id',
    ({ params }) => {
      const invoice = store.find('invoice', params.id ?? '');
      if (!invoice)
        return { status: 404, html: closedPage('Invoice not found', 'This invoice does not exist.') };
      const rows = invoice.lines.data
        .map(
          (line) =>
            `<tr><td>${escapeHtml(line.description)}</td><td>${formatAmount(line.amount, invoice.currency)}</td></tr>`,
        )
        .join('');
      const html = closedPage(
        `Invoice ${invoice.number ?? invoice.id}`,
        `${formatDate(invoice.created)} · ${invoice.status}`,
        {
          href: invoice.invoice_pdf as string,
          label: 'Download invoice (PDF)',
        },
      ).replace(
        '</main>',
        `<table><caption>Lines</caption><thead><tr><th scope="col">Description</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody></table><p>Total: ${formatAmount(invoice.total, invoice.currency)}</p></main>`,
      );
      return { html };
    },
    { api: false },
  );
}
