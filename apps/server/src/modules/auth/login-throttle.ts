import { loginThrottle } from '@pagewise/shared/auth';
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loginFailures } from './schema.ts';

const windowMs = loginThrottle.windowMinutes * 60_000;

/**
 * Refuses a login while the address or the client has too many recent failures, saying how
 * long to wait. Counted in the database so every web process shares the same view.
 */
export async function assertLoginAllowed(
  context: Pick<AppContext, 'database' | 'now'>,
  email: string,
  client: string,
) {
  const now = context.now();
  const since = new Date(now.getTime() - windowMs);
  const db = context.database.db;
  const checks = [
    { column: loginFailures.email, value: email, limit: loginThrottle.perAddress, scope: 'address' },
    { column: loginFailures.client, value: client, limit: loginThrottle.perClient, scope: 'client' },
  ] as const;
  for (const check of checks) {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(check.column, check.value), gt(loginFailures.createdAt, since)));
    if (row && row.failures >= check.limit && row.oldest) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((new Date(row.oldest).getTime() + windowMs - now.getTime()) / 1000),
      );
      throw new AppError('too_many_attempts', {
        message: `Too many failed logins for this ${check.scope}; retry in ${Math.ceil(retryAfterSeconds / 60)} minute(s)`,
        details: { retryAfterSeconds, scope: check.scope },
      });
    }
  }
}

export async function recordLoginFailure(
  context: Pick<AppContext, 'database' | 'now'>,
  email: string,
  client: string,
) {
  const db = context.database.db;
  await db.insert(loginFailures).values({ email, client, createdAt: context.now() });
  // Keep the table small: failures older than the window no longer count.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(context.now().getTime() - windowMs)));
}

export async function clearLoginFailures(context: Pick<AppContext, 'database'>, email: string) {
  await context.database.db.delete(loginFailures).where(eq(loginFailures.email, email));
}
