import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from '../users/schema.ts';
import { findOneTimeToken } from './one-time-tokens.ts';
import { userTokens } from './schema.ts';
import { forgetCachedSessions } from './session-cache.ts';

export async function confirmEmail(context: AppContext, token: string): Promise<{ email: string }> {
  const row = await findOneTimeToken(context, token, 'confirm_email');
  if (!row) throw new AppError('invalid_token');
  const [user] = await context.database.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw new AppError('invalid_token');
  if (user.emailConfirmedAt) throw new AppError('user_already_confirmed');
  const now = context.now();
  if (row.usedAt || row.expiresAt <= now) throw new AppError('invalid_token');
  await context.database.db.transaction(async (tx) => {
    await tx.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, row.id));
  });
  forgetCachedSessions();
  return { email: user.email };
}
