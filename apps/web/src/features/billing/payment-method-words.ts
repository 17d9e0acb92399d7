/** Stripe's card brands as their owners write them; another one reads as Stripe sends it, capitalised. */
const brands: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Stripe's wallet types, named as their owners do. */
const wallets: Record<string, string> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  link: 'Link',
  samsung_pay: 'Samsung Pay',
  amex_express_checkout: 'Amex Express Checkout',
  masterpass: 'Masterpass',
  visa_checkout: 'Visa Checkout',
};

const spelled = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function cardBrandName(brand: string): string {
  return brands[brand.toLowerCase()] ?? spelled(brand);
}

export function walletName(wallet: string): string {
  return wallets[wallet.toLowerCase()] ?? spelled(wallet);
}

/** A card's expiry as printed on it: MM/YYYY. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
