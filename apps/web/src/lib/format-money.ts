/** An amount in cents as the reader writes money: "€19.00" in English, "19,00 €" in French. */
export function formatMoney(cents: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
