import { z } from 'zod';

/** The zone of an account that never chose one, and of instants no account owns. */
export const defaultTimeZone = 'UTC';

/** The names `isTimeZone` has tried, and whether the runtime knows them. */
const knownTimeZones = new Map<string, boolean>();

/**
 * An IANA zone name the runtime knows (`Europe/Paris`, `America/New_York`, `UTC`), as the browser
 * reports its own (`Intl.DateTimeFormat().resolvedOptions().timeZone`). Offsets (`+01:00`) are
 * refused: the database reads them the POSIX way, with the sign reversed.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  let known = knownTimeZones.get(name);
  if (known === undefined) {
    // Building a formatter costs about 0.4 ms: each name is tried once.
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    if (knownTimeZones.size < 1000) knownTimeZones.set(name, known);
  }
  return known;
}

/** An IANA zone name, as the sign-up proposes it and the settings change it. */
export const timeZone = z
  .string({ error: 'validation.time_zone' })
  .trim()
  .max(64, { error: 'validation.time_zone' })
  .refine(isTimeZone, { error: 'validation.time_zone' });

/** The zone a user sees times in: their own choice, else their account's. */
export function timeZoneOf(user: { timeZone: string | null; account: { timeZone: string } }): string {
  return user.timeZone ?? user.account.timeZone;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a zone, as the runtime's time-zone data reads it. */
function wallClockOfIntl(instant: Date, zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/**
 * A zone's offset is read once per UTC day, and trusted for the whole day when its first and last
 * seconds agree (a zone's offset changes at most a few times a year); a day holding a change is
 * read by quarters of an hour the same way, and a quarter holding the change instant by instant.
 * `Intl`'s parts cost 10–20 µs a call, which a fresh tab on the planner's month made thousands of
 * times.
 */
const spans = { day: 86_400_000, quarter: 15 * 60_000 } as const;
type Span = keyof typeof spans;
/** By zone, by span: each span's offset (null: it changes inside) by the span's index. */
const knownOffsets = new Map<string, Record<Span, Map<number, number | null>>>();

/** The offset of the whole day or quarter holding `time`; null when it changes inside it. */
function spanOffset(time: number, span: Span, zone: string): number | null {
  let ofZone = knownOffsets.get(zone);
  if (!ofZone) {
    ofZone = { day: new Map(), quarter: new Map() };
    knownOffsets.set(zone, ofZone);
  }
  const offsets = ofZone[span];
  const index = Math.floor(time / spans[span]);
  let offset = offsets.get(index);
  if (offset === undefined) {
    const start = index * spans[span];
    const atStart = intlOffsetAt(new Date(start), zone);
    offset = atStart === intlOffsetAt(new Date(start + spans[span] - 1000), zone) ? atStart : null;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(index, offset);
  }
  return offset;
}

/** The wall-clock date and time of an instant in a zone. */
export function wallClock(instant: Date, zone: string) {
  const time = instant.getTime();
  if (Number.isNaN(time)) return wallClockOfIntl(instant, zone);
  const offset = zone === 'UTC' ? 0 : (spanOffset(time, 'day', zone) ?? spanOffset(time, 'quarter', zone));
  if (offset === null) return wallClockOfIntl(instant, zone);
  const wall = new Date(Math.floor(time / 1000) * 1000 + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

type WallClock = ReturnType<typeof wallClockOfIntl>;

/** How far a wall clock reading `wall` at `instant` is ahead of UTC, in milliseconds. */
function offsetOf(wall: WallClock, instant: Date): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The zone's offset at an instant as `Intl` reads it. */
function intlOffsetAt(instant: Date, zone: string): number {
  return offsetOf(wallClockOfIntl(instant, zone), instant);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  return offsetOf(wallClock(instant, zone), instant);
}

/**
 * The instant a wall-clock time of a zone happens. A time the clock skips (02:30 on a
 * spring-forward day) is the instant just after the gap, as the clock reads it then (03:30); a
 * time it shows twice (01:30 on a fall-back day) is the first of the two.
 */
export function instantAt(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  zone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  // The offsets a day before and after bracket any change of the zone's offset near that time.
  const before = offsetAt(new Date(asUtc - 86_400_000), zone);
  const after = offsetAt(new Date(asUtc + 86_400_000), zone);
  const candidates = [asUtc - before, asUtc - after].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (asUtc - offsetAt(new Date(candidate), zone) === candidate) return new Date(candidate);
  }
  // In a gap: the wall time read with the offset before the change.
  return new Date(asUtc - before);
}

/** The first instant of the zone's calendar day that holds `instant` (its midnight, or later if skipped). */
export function startOfDayIn(instant: Date, zone: string): Date {
  const { year, month, day } = wallClock(instant, zone);
  return instantAt({ year, month, day }, zone);
}

/** The first instant of the zone's next calendar day: 23, 24 or 25 hours after `startOfDayIn`. */
export function startOfNextDayIn(instant: Date, zone: string): Date {
  const { year, month, day } = wallClock(instant, zone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return instantAt(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    zone,
  );
}

/** The zone's calendar day of an instant, `YYYY-MM-DD`. */
export function dayIn(instant: Date, zone: string): string {
  const { year, month, day } = wallClock(instant, zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes from Monday 00:00 on the zone's wall clock to an instant's wall-clock time (0–10,079). */
export function minuteOfWeekIn(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const weekday = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
  return weekday * 1440 + wall.hour * 60 + wall.minute;
}

/**
 * The instant a minute of the week (from Monday 00:00 on the zone's wall clock) comes round in the
 * week `weeksAhead` after the one holding `instant`: the same wall-clock time whatever the zone's
 * offset that week.
 */
export function weekMinuteInstant(instant: Date, minuteOfWeek: number, zone: string, weeksAhead = 0): Date {
  const wall = wallClock(instant, zone);
  const weekday = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
  const day = new Date(
    Date.UTC(
      wall.year,
      wall.month - 1,
      wall.day - weekday + weeksAhead * 7 + Math.floor(minuteOfWeek / 1440),
    ),
  );
  const minuteOfDay = minuteOfWeek % 1440;
  return instantAt(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: Math.floor(minuteOfDay / 60),
      minute: minuteOfDay % 60,
    },
    zone,
  );
}
