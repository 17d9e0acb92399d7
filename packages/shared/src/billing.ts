import { z } from 'zod';
import { optionalText } from './fields.ts';
import { billingPeriods, paidPlanIds, planFeatures, planIds, planLimits } from './plans.ts';
import { textLimits } from './text-limits.ts';

/**
 * Plans and billing as the API answers them (issue 20). Every role reads its account's plan
 * (`GET /api/plan`: what the screens lock); only administrators reach `/api/billing/*`.
 */

/** Where the account stands (spec §4 "Subscription"). */
export const subscriptionStates = [
  /** On its 8-day trial (or a promo code's 24 hours), with no paid plan confirmed yet. */
  'trial',
  /** A paid plan, paid. */
  'active',
  /** A paid plan whose last payment failed: Stripe retries, the plan stays until it gives up. */
  'past_due',
  /** A paid plan that ends at the end of its period (downgraded to free). */
  'cancelled',
  /** The free plan. */
  'free',
] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/** `GET /api/plan`: the plan in force, what it allows and what the account uses of it. */
export const accountPlan = z.object({
  /** The plan whose rows apply now (the trial's plan while on trial). */
  plan: z.enum(planIds),
  /** The plan chosen and paid for (free when none). */
  chosenPlan: z.enum(planIds),
  period: z.enum(billingPeriods).nullable(),
  state: z.enum(subscriptionStates),
  trial: z
    .object({
      /** The account's own 8-day trial, or a promo code's 24 hours of a paid plan (Stripe's trial). */
      kind: z.enum(['account', 'promo']),
      endsAt: z.string(),
      /** Whole days left, rounded up: 8 at sign-up, 1 on its last day, 0 once its end has passed. */
      daysRemaining: z.number(),
      /** Whole hours left, rounded up (a promo code's trial is counted in hours). */
      hoursRemaining: z.number(),
      /**
       * When the account goes to the free plan unless a plan is confirmed (3 days after the
       * reminder); null for a promo code's trial, after which the card on file pays the plan.
       */
      freeFrom: z.string().nullable(),
    })
    .nullable(),
  limits: z.record(z.enum(planLimits), z.number().nullable()),
  features: z.record(z.enum(planFeatures), z.boolean()),
  usage: z.record(z.enum(planLimits), z.number()),
  /** Whether billing goes through Stripe here (STRIPE_SECRET_KEY set); otherwise an administrator's command assigns plans. */
  billingConfigured: z.boolean(),
});
export type AccountPlan = z.infer<typeof accountPlan>;

/** A stored payment method as Stripe describes it: never its number. */
export const paymentMethod = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number(),
    expYear: z.number(),
    /** A card kept in a wallet (Apple Pay, Google Pay, Link): its name. */
    wallet: z.string().nullable(),
  }),
  z.object({ kind: z.literal('sepa_debit'), last4: z.string(), bankCode: z.string().nullable() }),
]);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** Billing information, all optional (spec §7). */
export const billingInfo = z.object({
  company: optionalText(textLimits.company),
  address: optionalText(textLimits.address),
  country: optionalText(textLimits.countryCode),
  zipCode: optionalText(textLimits.zipcode),
  city: optionalText(textLimits.city),
  vatNumber: optionalText(textLimits.vatNumber),
});
export type BillingInfo = z.infer<typeof billingInfo>;

/** `GET /api/billing`: the administrator's billing tab. */
export const billingOverview = z.object({
  configured: z.boolean(),
  paymentMethod: paymentMethod.nullable(),
  billingInfo,
  subscription: z
    .object({
      plan: z.enum(paidPlanIds),
      period: z.enum(billingPeriods),
      state: z.enum(subscriptionStates),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** The last payment that failed, until one succeeds: its Stripe decline code, translated by the screens. */
  lastPaymentError: z
    .object({ code: z.string(), declineCode: z.string().nullable(), at: z.string() })
    .nullable(),
});
export type BillingOverview = z.infer<typeof billingOverview>;

/** `GET /api/billing/invoices`: newest first. */
export const invoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string(),
  pdfUrl: z.string().nullable(),
});
export const invoiceList = z.object({ invoices: z.array(invoice) });
export type Invoice = z.infer<typeof invoice>;
export type InvoiceList = z.infer<typeof invoiceList>;

/** `POST /api/billing/plan`: pick a plan. Free cancels the paid plan at the end of its period. */
export const choosePlanRequest = z.object({
  plan: z.enum(planIds, { error: 'validation.invalid' }),
  period: z.enum(billingPeriods, { error: 'validation.invalid' }),
});
export type ChoosePlanRequest = z.infer<typeof choosePlanRequest>;

/**
 * The answer of `POST /api/billing/plan` and of a finished Checkout: either the choice was
 * updated, or a payment method must be added first on Stripe Checkout (`checkoutUrl`).
 */
export const choosePlanResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('updated'), plan: accountPlan }),
  z.object({ outcome: z.literal('checkout'), checkoutUrl: z.string() }),
]);
export type ChoosePlanResult = z.infer<typeof choosePlanResult>;

export const paymentMethodKinds = ['card', 'sepa_debit', 'wallet'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/** `POST /api/billing/payment-method`: open Stripe Checkout to add or replace the payment method. */
export const paymentMethodRequest = z.object({
  kind: z.enum(paymentMethodKinds, { error: 'validation.invalid' }),
});
export type PaymentMethodRequest = z.infer<typeof paymentMethodRequest>;
export const checkoutLink = z.object({ checkoutUrl: z.string() });
export type CheckoutLink = z.infer<typeof checkoutLink>;

/** `POST /api/billing/promo-code`. */
export const promoCodeRequest = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(textLimits.promoCode, { error: 'validation.too_long' }),
  plan: z.enum(paidPlanIds, { error: 'validation.invalid' }),
  period: z.enum(billingPeriods, { error: 'validation.invalid' }),
});
export type PromoCodeRequest = z.infer<typeof promoCodeRequest>;

/** `POST /api/plan/contact`: the plan screen's contact request (any role). */
export const contactRequest = z.object({
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(textLimits.contactMessage, { error: 'validation.too_long' }),
  phone: optionalText(textLimits.phone),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/**
 * Stripe's card decline codes (spec §8), each translated as `billing:decline.<code>`. A code
 * Stripe adds later falls back to `generic_decline`.
 */
export const declineCodes = [
  'authentication_required',
  'approve_with_id',
  'call_issuer',
  'card_not_supported',
  'card_velocity_exceeded',
  'currency_not_supported',
  'do_not_honor',
  'do_not_try_again',
  'duplicate_transaction',
  'expired_card',
  'fraudulent',
  'generic_decline',
  'incorrect_number',
  'incorrect_cvc',
  'incorrect_zip',
  'invalid_account',
  'invalid_amount',
  'invalid_cvc',
  'invalid_expiry_year',
  'invalid_number',
  'issuer_not_available',
  'lost_card',
  'merchant_blacklist',
  'new_account_information_available',
  'no_action_taken',
  'not_permitted',
  'pickup_card',
  'processing_error',
  'reenter_transaction',
  'restricted_card',
  'revocation_of_authorization',
  'revocation_of_authorizations',
  'security_violation',
  'stolen_card',
  'stop_payment_order',
  'testmode_decline',
  'transaction_not_allowed',
  'try_again_later',
  'withdrawal_count_limit_exceeded',
  'insufficient_funds',
] as const;
export type DeclineCode = (typeof declineCodes)[number];

export function knownDeclineCode(code: string | null | undefined): DeclineCode {
  return declineCodes.includes(code as DeclineCode) ? (code as DeclineCode) : 'generic_decline';
}
