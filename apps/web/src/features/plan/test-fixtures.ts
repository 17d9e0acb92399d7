import type { AccountPlan, BillingOverview, Invoice } from '@pagewise/shared/billing';
import { planFeatures, planLimits, plans } from '@pagewise/shared/plans';

/** `GET /plan` as the API answers it: an account on its trial unless told otherwise. */
export function buildAccountPlan(overrides: Partial<AccountPlan> = {}): AccountPlan {
  const plan = overrides.plan ?? 'premium';
  return {
    plan,
    chosenPlan: 'free',
    period: null,
    state: 'trial',
    trial: {
      kind: 'account',
      endsAt: '2026-03-20T10:00:00.000Z',
      daysRemaining: 6,
      hoursRemaining: 144,
      freeFrom: '2026-03-21T10:00:00.000Z',
    },
    limits: { ...plans[plan].limits },
    features: Object.fromEntries(planFeatures.map((feature) => [feature, plans[plan].features[feature]])),
    usage: Object.fromEntries(planLimits.map((limit) => [limit, 0])),
    billingConfigured: true,
    ...overrides,
  } as AccountPlan;
}

/** An account on a paid plan, paid. */
export function paidPlan(
  plan: 'starter' | 'standard' | 'premium',
  period: 'monthly' | 'annual' = 'monthly',
  overrides: Partial<AccountPlan> = {},
): AccountPlan {
  return buildAccountPlan({ plan, chosenPlan: plan, period, state: 'active', trial: null, ...overrides });
}

/** An account on the free plan: its features and counts. */
export function freePlan(overrides: Partial<AccountPlan> = {}): AccountPlan {
  return buildAccountPlan({
    plan: 'free',
    chosenPlan: 'free',
    period: null,
    state: 'free',
    trial: null,
    ...overrides,
  });
}

/** `GET /billing`: a monthly Standard plan paid by card. */
export function buildBillingOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    configured: true,
    paymentMethod: { kind: 'card', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, wallet: null },
    billingInfo: { company: 'Boulangerie Durand', city: 'Lyon', country: 'FR' },
    subscription: {
      plan: 'standard',
      period: 'monthly',
      state: 'active',
      currentPeriodEnd: '2026-04-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    },
    lastPaymentError: null,
    ...overrides,
  };
}

export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    number: 'PW-0001',
    date: '2026-03-01T23:30:00.000Z',
    amountCents: 4900,
    currency: 'eur',
    status: 'paid',
    pdfUrl: 'https://stripe.test/invoices/in_1.pdf',
    ...overrides,
  };
}

/** An error answer with its details (`plan_limit`'s limit, `payment_failed`'s decline code). */
export const apiErrorWith = (status: number, key: string, details: Record<string, unknown>) => ({
  status,
  body: { error: { key, message: key, details } },
});
