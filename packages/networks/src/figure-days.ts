import { countriesKept } from '@pagewise/shared/reporting';

const dayMs = 86_400_000;

/** The UTC day (YYYY-MM-DD) of a time. */
export function dayOf(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` complete UTC days before `now`'s, oldest first (today is not complete). */
export function completeDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: Math.max(0, days) }, (_unused, index) => dayOf(today - (days - index) * dayMs));
}

/** The day after or before a YYYY-MM-DD day. */
export function dayAfter(day: string, count = 1): string {
  return dayOf(Date.parse(day) + count * dayMs);
}

/** Only the figures a network gave: a figure it left out (undefined, null, not a number) is absent. */
export function givenFigures<T extends Record<string, unknown>>(
  figures: T,
): Partial<Record<keyof T, number>> {
  const given: Partial<Record<keyof T, number>> = {};
  for (const [name, value] of Object.entries(figures)) {
    const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof count === 'number' && Number.isFinite(count)) given[name as keyof T] = count;
  }
  return given;
}

/** The sum of the figures a network gave; undefined when it gave none of them. */
export function sumOfGiven(...values: (number | undefined | null)[]): number | undefined {
  const given = values.filter((value): value is number => typeof value === 'number');
  return given.length === 0 ? undefined : given.reduce((sum, value) => sum + value, 0);
}

/** The audience by country, the `countriesKept` largest only; undefined when none was given. */
export function largestCountries(audience: Record<string, number>): Record<string, number> | undefined {
  const entries = Object.entries(audience)
    .filter(([code, count]) => /^[A-Z]{2}$/.test(code) && Number.isFinite(count))
    .sort(([, a], [, b]) => b - a)
    .slice(0, countriesKept);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** Items in groups of `size` (a network's most ids per call). */
export function inGroups<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += size) groups.push(items.slice(index, index + size));
  return groups;
}
