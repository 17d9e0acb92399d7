/**
 * Sessions this process resolved in the last few seconds, by token hash: a request then costs no
 * query to know who calls. What it may hold back, and for how long:
 *
 * - In this process, nothing: every change to who a session is (a logout, a password change, a
 *   user's role, pages, profile or removal, a page deleted, an account deleted) calls
 *   `forgetCachedSessions` once committed, which empties the cache. A lookup that began before the
 *   change keeps its answer for its own request but does not store it (the generation moved).
 * - In other processes (several `web` processes on one PostgreSQL): as long as a notification takes
 *   (`session-changes.ts`), and at most `sessionCacheMs` should it be lost: an entry is read again
 *   from the database when it is older than that.
 *
 * An expired session is still refused on every request: the expiry is checked against the clock
 * on each hit.
 */
export const sessionCacheMs = 5_000;

/** Enough for every session active within the window; the oldest go first beyond it. */
const maxEntries = 20_000;

type Entry<T> = { value: T; generation: number; loadedAt: number };

let generation = 0;
const entries = new Map<string, Entry<unknown>>();

/** The cache's state when a lookup starts: pass it back to `storeSession`. */
export function sessionGeneration(): number {
  return generation;
}

/** A session resolved less than `sessionCacheMs` ago and not forgotten since. */
export function cachedSession<T>(tokenHash: string): T | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.generation !== generation || performance.now() - entry.loadedAt > sessionCacheMs) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.value as T;
}

/** Keeps a resolved session, unless something was forgotten since its lookup began. */
export function storeSession<T>(tokenHash: string, value: T, startedAt: number): void {
  if (startedAt !== generation) return;
  if (entries.size >= maxEntries) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(tokenHash, { value, generation, loadedAt: performance.now() });
}

/** Who else hears of a forgetting: the other processes sharing this one's database. */
const listeners = new Set<() => void>();

/** Tells `tell` of every forgetting in this process, until the returned function is called. */
export function onForgetting(tell: () => void): () => void {
  listeners.add(tell);
  return () => listeners.delete(tell);
}

/** After a committed change to sessions, users or page access: every cached session is read again. */
export function forgetCachedSessions(): void {
  forgetCachedSessionsHere();
  for (const tell of listeners) tell();
}

/** What another process's forgetting does here. */
export function forgetCachedSessionsHere(): void {
  generation += 1;
  entries.clear();
}
