/** The end of a billing period: a month or a year on, on the same day, or the month's last day. */
export function periodEnd(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  const months = date.getUTCMonth() + (interval === 'year' ? 12 : 1);
  const year = date.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(date);
  end.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return Math.floor(end.getTime() / 1000);
}

export function formatDate(unix: number): string {
  return new Date(unix * 1000).toISOString().slice(0, 10);
}

export function formatAmount(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
