import { webLinks } from '@pagewise/shared/routes';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { users } from '../users/schema.ts';
import { clearAccountThrottle } from './login-throttle.ts';
import { findOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { userTokens } from './schema.ts';
import { forgetCachedSessions } from './session-cache.ts';
import { revokeUserSessions } from './sessions.ts';

/** Sets a new password from an e-mailed link, ends every session, and confirms the address. */
export async function resetPassword(context: AppContext, input: { token: string; password: string }) {
  const now = context.now();
  const row = await findOneTimeToken(context, input.token, 'reset_password');
  if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('invalid_token');
  const passwordHash = await hashPassword(input.password);
  const [user] = await context.database.db.transaction(async (tx) => {
    await tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, row.id));
    await revokeUserSessions(tx, now, row.userId);
    const [current] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    return tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailConfirmedAt: current?.emailConfirmedAt ?? now })
      .where(eq(users.id, row.userId))
      .returning();
  });
  forgetCachedSessions();
  if (!user) throw new AppError('invalid_token');
  // The owner proved themselves: failed logins from any address no longer delay them.
  await clearAccountThrottle(context, user.email);
  await sendEmail(context, {
    kind: 'password_changed',
    to: user.email,
    name: user.firstname,
    language: user.language,
    path: webLinks.settings(),
  });
}
