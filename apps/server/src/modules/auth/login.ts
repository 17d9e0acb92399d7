import type { LoginRequest, LoginResponse } from '@pagewise/shared/auth';
import { clientKeyOf } from '../../platform/client-address.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { getMe } from '../users/get-me.ts';
import { admitLoginAttempt, pruneLoginThrottles, recordLoginSuccess } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

/**
 * An unknown address and a wrong password get the same answer, after the same work; only a
 * correct password learns that the address still needs confirming.
 */
export async function login(
  context: AppContext,
  input: LoginRequest,
  client: { ip: string; userAgent?: string | undefined },
): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password) {
    throw new AppError('missing_email_or_password', {
      fields: {
        ...(email ? {} : { email: 'validation.required' }),
        ...(input.password ? {} : { password: 'validation.required' }),
      },
    });
  }
  const address = clientKeyOf(client.ip);
  await admitLoginAttempt(context, email, address);
  const user = await findUserByEmail(context.database.db, email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await pruneLoginThrottles(context);
    throw new AppError('bad_credentials');
  }
  // The password is right: whatever comes next, this was no guess.
  await recordLoginSuccess(context, email, address);
  if (!user.emailConfirmedAt) throw new AppError('email_not_confirmed');
  const session = await createSession(context, {
    userId: user.id,
    kind: 'user',
    userAgent: client.userAgent,
  });
  const me = await getMe(context, { user, session: { id: '', kind: 'user' } });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: me };
}
