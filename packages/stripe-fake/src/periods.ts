/**
 * The end of the billing period that contains `after`: periods run from the billing cycle anchor in
 * whole months or years, on the anchor's day of the month, or the month's last day when it has fewer
 * (an anchor on the 31st renews on 28 February, then on 31 March).
 */
export function periodEnd(anchor: number, interval: 'month' | 'year', after = anchor): number {
  const step = interval === 'year' ? 12 : 1;
  for (let months = step; ; months += step) {
    const end = addMonths(anchor, months);
    if (end > after) return end;
  }
}

function addMonths(unix: number, count: number): number {
  const date = new Date(unix * 1000);
  const months = date.getUTCMonth() + count;
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
