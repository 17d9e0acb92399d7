import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { lockAccount } from '../accounts/lock-account.ts';
import { users } from './schema.ts';

/**
 * Refuses to let an account lose its last administrator (spec §5) when `userId` stops being one,
 * by a new role or by removal. Call it inside the transaction that makes the change: the account
 * row stays locked until it ends, so two administrators demoting each other at the same moment
 * are counted one after the other, and the second finds no one left.
 */
export async function keepAnAdministrator(tx: Database, accountId: string, userId: string) {
  await lockAccount(tx, accountId);
  const [others] = await tx
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'administrator'), ne(users.id, userId)));
  if ((others?.count ?? 0) === 0) {
    throw new AppError('last_administrator', {
      message: 'The account needs at least one administrator',
      details: { userId },
    });
  }
}
