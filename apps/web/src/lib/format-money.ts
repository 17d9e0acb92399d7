/**
 * An amount in cents as the reader writes money ("€19" in English, "19 €" in French): cents
 * shown only when there are some, so a plan's price reads as round as it is.
 */
export function formatMoney(cents: number, language: string, currency = 'EUR'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
