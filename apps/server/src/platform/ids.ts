const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are any text: one that is not a UUID is simply not found, never a 500 from a cast. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
