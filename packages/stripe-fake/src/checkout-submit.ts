import type { CheckoutErrors, CheckoutForm } from './checkout-page.ts';
import type { PaymentDetails } from './payment-methods.ts';
import { bankCode, declineMessage, ibanIsValid, passesLuhn, testCard, testIbans } from './test-cards.ts';

/**
 * The payment details typed on the hosted page, checked as Stripe's page checks them: the field
 * errors first, then the test card's outcome when it is saved (a $0 authorisation).
 */
export function readPaymentDetails(
  form: CheckoutForm,
  now: number,
): { details: PaymentDetails } | { errors: CheckoutErrors } {
  return form.method === 'sepa_debit' ? readSepaDebit(form) : readCard(form, now);
}

/** The wallet button: a card kept in Link, which always saves and pays. */
export function walletDetails(name: string | null, email: string | null, now: number): PaymentDetails {
  const year = new Date(now * 1000).getUTCFullYear();
  return {
    type: 'card',
    card: {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: year + 3,
      wallet: { type: 'link', dynamic_last4: null, link: {} },
    },
    name,
    email,
    declineWhenCharged: null,
  };
}

function readCard(form: CheckoutForm, now: number): { details: PaymentDetails } | { errors: CheckoutErrors } {
  const errors: CheckoutErrors = {};
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  const card = /^\d{12,19}$/.test(number) && passesLuhn(number) ? testCard(number) : undefined;
  if (!number || (/^\d+$/.test(number) && number.length < 15))
    errors.cardNumber = 'Your card number is incomplete.';
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.cardNumber = 'Your card number is incorrect.';
  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec((form.cardExpiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  const today = new Date(now * 1000);
  const [thisYear, thisMonth] = [today.getUTCFullYear(), today.getUTCMonth() + 1];
  if (!expiry) errors.cardExpiry = "Your card's expiration date is incomplete.";
  else if (month < 1 || month > 12) errors.cardExpiry = "Your card's expiration month is invalid.";
  else if (year < thisYear) errors.cardExpiry = "Your card's expiration year is in the past.";
  else if (year === thisYear && month < thisMonth)
    errors.cardExpiry = "Your card's expiration date is in the past.";
  else if (year > thisYear + 50) errors.cardExpiry = "Your card's expiration year is invalid.";
  const cvcLength = card?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test((form.cardCvc ?? '').trim()))
    errors.cardCvc = "Your card's security code is incomplete.";
  const name = (form.billingName ?? '').trim();
  if (!name) errors.billingName = 'Enter the name on your card.';
  if (Object.keys(errors).length) return { errors };
  if (!card)
    return {
      errors: {
        form: 'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      },
    };
  if (card.declinedWhenSaved) return { errors: { form: declineMessage(card.declinedWhenSaved) } };
  return {
    details: {
      type: 'card',
      card: { brand: card.brand, last4: number.slice(-4), exp_month: month, exp_year: year, wallet: null },
      name,
      email: form.email?.trim() || null,
      declineWhenCharged: card.declinedWhenCharged ?? null,
    },
  };
}

function readSepaDebit(form: CheckoutForm): { details: PaymentDetails } | { errors: CheckoutErrors } {
  const errors: CheckoutErrors = {};
  const email = (form.email ?? '').trim();
  if (!email) errors.email = 'Your email is incomplete.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Your email address is invalid.';
  const name = (form.billingName ?? '').trim();
  if (!name) errors.billingName = 'Enter the account holder’s name.';
  const iban = (form.iban ?? '').replace(/\s/g, '').toUpperCase();
  if (!iban) errors.iban = 'Your IBAN is incomplete.';
  else if (!ibanIsValid(iban)) errors.iban = 'Your IBAN is invalid.';
  if (Object.keys(errors).length) return { errors };
  const outcome = testIbans[iban];
  if (outcome === undefined)
    return {
      errors: {
        form: 'Your request was in test mode, but used a non test (live) bank account. For a list of valid test bank accounts, visit: https://stripe.com/docs/testing.',
      },
    };
  return {
    details: {
      type: 'sepa_debit',
      sepa_debit: { last4: iban.slice(-4), bank_code: bankCode(iban), country: iban.slice(0, 2) },
      name,
      email,
      declineWhenCharged: outcome,
    },
  };
}
