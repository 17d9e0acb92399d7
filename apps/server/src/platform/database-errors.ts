/** The SQLSTATE PostgreSQL gave an error, found through any wrapper (Drizzle wraps the driver's error). */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when PostgreSQL refused a row for a unique constraint (SQLSTATE 23505), through any wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * A statement that lost a race with another request: a row it refers to was deleted meanwhile
 * (23503, foreign key violation), or PostgreSQL stopped it to break a deadlock (40P01) or a
 * serialization conflict (40001). Nothing was written; the request may be sent again.
 */
export function isLostRace(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '23503' || state === '40P01' || state === '40001';
}

/** PostgreSQL refused a parameter's value (22023), such as a time zone it does not know. */
export function isInvalidParameterValue(error: unknown): boolean {
  return sqlStateOf(error) === '22023';
}
