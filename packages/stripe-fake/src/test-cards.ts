import { type DeclineCode, declineCodes } from '@pagewise/shared/billing';

/**
 * The test payment details the hosted Checkout page accepts, after Stripe's "Testing" page
 * (docs.stripe.com/testing), plus one fake-only card number per decline code of the product's list
 * so that every code can be met when a saved card is charged. README.md holds the whole table.
 */
export type TestCard = {
  brand: string;
  /** Refused on the Checkout page: the card is never saved. */
  declinedWhenSaved?: DeclineCode;
  /** Saved, then refused whenever it is charged. */
  declinedWhenCharged?: DeclineCode;
};

const brands: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '5200828282828210': 'mastercard',
  '5105105105105100': 'mastercard',
  '378282246310005': 'amex',
  '371449635398431': 'amex',
  '6011111111111117': 'discover',
  '3056930009020004': 'diners',
  '3566002020360505': 'jcb',
  '6200000000000005': 'unionpay',
};

/** Stripe's documented declining cards, each declining when Stripe's own test mode declines it. */
const documented: Record<string, TestCard> = {
  '4000000000000002': { brand: 'visa', declinedWhenSaved: 'generic_decline' },
  '4000000000009995': { brand: 'visa', declinedWhenCharged: 'insufficient_funds' },
  '4000000000009987': { brand: 'visa', declinedWhenSaved: 'lost_card' },
  '4000000000009979': { brand: 'visa', declinedWhenSaved: 'stolen_card' },
  '4000000000000069': { brand: 'visa', declinedWhenSaved: 'expired_card' },
  '4000000000000127': { brand: 'visa', declinedWhenSaved: 'incorrect_cvc' },
  '4000000000000119': { brand: 'visa', declinedWhenSaved: 'processing_error' },
  '4000000000000341': { brand: 'visa', declinedWhenCharged: 'generic_decline' },
  '4000000000006975': { brand: 'visa', declinedWhenCharged: 'card_velocity_exceeded' },
  '4100000000000019': { brand: 'visa', declinedWhenSaved: 'fraudulent' },
};

/** `4000 0077 NN00 000C`: NN is the code's place in `declineCodes` (01 first), C the Luhn digit. */
export function fakeCardNumber(code: DeclineCode): string {
  const body = `40000077${String(declineCodes.indexOf(code) + 1).padStart(2, '0')}00000`;
  return body + luhnDigit(body);
}

const fakeOnly: Record<string, TestCard> = Object.fromEntries(
  declineCodes.map((code) => [fakeCardNumber(code), { brand: 'visa', declinedWhenCharged: code }]),
);

export function testCard(number: string): TestCard | undefined {
  const brand = brands[number];
  return brand ? { brand } : (documented[number] ?? fakeOnly[number]);
}

export function documentedCards(): [string, TestCard][] {
  return Object.entries(documented);
}

export function passesLuhn(number: string): boolean {
  return luhnDigit(number.slice(0, -1)) === number.slice(-1);
}

function luhnDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  });
  return String((10 - (sum % 10)) % 10);
}

/** Stripe's test IBANs: SEPA debits are saved at once and fail, when they do, on being charged. */
export const testIbans: Record<string, DeclineCode | null> = {
  DE89370400440532013000: null,
  AT611904300234573201: null,
  FR1420041010050500013M02606: null,
  DE62370400440532013001: 'insufficient_funds',
  AT861904300235473202: 'generic_decline',
};

export function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The bank code an IBAN carries (Germany's 8-digit BLZ, Austria's 5 digits, France's 5). */
export function bankCode(iban: string): string {
  const length = { DE: 8, AT: 5, FR: 5 }[iban.slice(0, 2)] ?? 4;
  return iban.slice(4, 4 + length);
}

/** Stripe's messages for a declined card. */
const messages: Partial<Record<DeclineCode, string>> = {
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_cvc: "Your card's security code is invalid.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_year: "Your card's expiration year is invalid.",
  incorrect_zip: "Your card's postal code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  card_not_supported: 'Your card does not support this type of purchase.',
  currency_not_supported: 'Your card does not support this currency.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  testmode_decline:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function declineMessage(code: DeclineCode): string {
  return messages[code] ?? 'Your card was declined.';
}

/** These decline codes are also the error's `code`; every other decline is `card_declined`. */
const ownCodes: DeclineCode[] = [
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_zip',
  'invalid_cvc',
  'invalid_expiry_year',
  'invalid_number',
  'processing_error',
];
export function errorCode(declineCode: DeclineCode): string {
  return ownCodes.includes(declineCode) ? declineCode : 'card_declined';
}
