import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { loginThrottles } from './schema.ts';

/**
 * OWASP's Authentication Cheat Sheet: throttle, never lock an account out for everyone, since an
 * attacker could then keep its owner out. Failures count for one account from one client address
 * (the owner's own address never waits for an attacker's), and for one client address across
 * accounts (password spraying). Past the free failures, each further one doubles the wait: 1 s,
 * 2 s, 4 s… up to 15 minutes. A count is forgotten after a quiet period.
 */
export const loginThrottleRules = {
  account: { freeFailures: 5, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 3600 },
  client: { freeFailures: 20, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 3600 },
} as const;
export type ThrottleScope = keyof typeof loginThrottleRules;

/** How long the next attempt waits after `failures` failures in a row. */
export function delayAfter(scope: ThrottleScope, failures: number): number {
  const rule = loginThrottleRules[scope];
  if (failures < rule.freeFailures) return 0;
  return Math.min(2 ** (failures - rule.freeFailures), rule.maxDelaySeconds);
}

type Context = Pick<AppContext, 'database' | 'now'>;
type Key = { scope: ThrottleScope; email: string; client: string };

const keysOf = (email: string, client: string): Key[] => [
  { scope: 'account', email, client },
  { scope: 'client', email: '', client },
];

const rowOf = (key: Key) =>
  and(
    eq(loginThrottles.scope, key.scope),
    eq(loginThrottles.email, key.email),
    eq(loginThrottles.client, key.client),
  );

/** Locks a count, creating it at zero: two processes admitting the same client wait for each other. */
async function lockCount(tx: Database, key: Key, now: Date) {
  await tx
    .insert(loginThrottles)
    .values({ ...key, failures: 0, lastAttemptAt: now, blockedUntil: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(loginThrottles).where(rowOf(key)).for('update');
  if (!row) throw new Error('login throttle row vanished while locked');
  return row;
}

/**
 * Admits a login attempt, or refuses it with `too_many_attempts` and how long to wait. An admitted
 * attempt is counted as a failure before the password is checked, so that parallel guesses all
 * count; `recordLoginSuccess` takes it back. Counted in the database: every web process shares it.
 */
export async function admitLoginAttempt(context: Context, email: string, client: string): Promise<void> {
  const now = context.now();
  await context.database.db.transaction(async (tx) => {
    // Always the account's row first, then the client's: two attempts never wait for each other crosswise.
    const rows = [];
    for (const key of keysOf(email, client)) rows.push({ key, row: await lockCount(tx, key, now) });
    for (const { key, row } of rows) {
      if (row.blockedUntil > now) {
        const retryAfterSeconds = Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
        throw new AppError('too_many_attempts', {
          message: `Too many failed logins ${key.scope === 'account' ? 'for this account from this address' : 'from this address'}; retry in ${retryAfterSeconds} s`,
          details: { retryAfterSeconds, scope: key.scope },
        });
      }
    }
    for (const { key, row } of rows) {
      const forgotten =
        now.getTime() - row.lastAttemptAt.getTime() > loginThrottleRules[key.scope].forgetAfterSeconds * 1000;
      const failures = forgotten ? 1 : row.failures + 1;
      await tx
        .update(loginThrottles)
        .set({
          failures,
          lastAttemptAt: now,
          blockedUntil: new Date(now.getTime() + delayAfter(key.scope, failures) * 1000),
        })
        .where(rowOf(key));
    }
  });
}

/**
 * The password was right: the account's count from this address is cleared, and the attempt no
 * longer counts against the address (its other failures still do, so a valid login of one's own
 * cannot wipe a spray).
 */
export async function recordLoginSuccess(context: Context, email: string, client: string): Promise<void> {
  const [account, address] = keysOf(email, client) as [Key, Key];
  await context.database.db.transaction(async (tx) => {
    await tx.delete(loginThrottles).where(rowOf(account));
    const [row] = await tx.select().from(loginThrottles).where(rowOf(address)).for('update');
    if (!row) return;
    const failures = Math.max(0, row.failures - 1);
    await tx
      .update(loginThrottles)
      .set({
        failures,
        blockedUntil: new Date(row.lastAttemptAt.getTime() + delayAfter('client', failures) * 1000),
      })
      .where(rowOf(address));
  });
}

/** A password reset proves the owner: every address's count for the account is cleared. */
export async function clearAccountThrottle(
  context: Pick<AppContext, 'database'>,
  email: string,
): Promise<void> {
  await context.database.db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.scope, 'account'), eq(loginThrottles.email, email.trim().toLowerCase())));
}

/** Counts idle longer than the longest quiet period are gone anyway: the table keeps only live ones. */
export async function pruneLoginThrottles(context: Context): Promise<void> {
  const longest = Math.max(...Object.values(loginThrottleRules).map((rule) => rule.forgetAfterSeconds));
  await context.database.db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastAttemptAt, new Date(context.now().getTime() - longest * 1000)));
}
