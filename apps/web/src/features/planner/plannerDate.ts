const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The planner opens on a date from the path (`/dash/planner/2025-03-14`) or the query (`?date=`). */
export function plannerDate(pathDate: string | undefined, query: URLSearchParams): string | null {
  for (const candidate of [pathDate, query.get('date')]) {
    if (candidate && isoDate.test(candidate) && isRealDate(candidate)) return candidate;
  }
  return null;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date` as the address carries it (`2025-03-14`). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
