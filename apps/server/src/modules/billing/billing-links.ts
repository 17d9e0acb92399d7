/**
 * Web addresses billing sends people to (the web router has the same): the plan cards and the
 * invoices, and where Stripe Checkout brings the browser back, with the session's id in
 * `checkout` (Stripe fills in `{CHECKOUT_SESSION_ID}`); the screen then calls
 * `POST /api/billing/checkout/:sessionId/complete`.
 */
export const billingLinks = {
  plan: () => '/#/dash/plan',
  invoices: () => '/#/dash/invoice',
  planCheckoutReturn: () => '/#/dash/plan?checkout={CHECKOUT_SESSION_ID}',
  paymentMethodCheckoutReturn: () => '/#/dash/invoice?checkout={CHECKOUT_SESSION_ID}',
} as const;
