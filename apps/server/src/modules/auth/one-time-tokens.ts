import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import type { Database } from '../../platform/database.ts';
import { userTokens } from './schema.ts';

export type TokenPurpose = 'confirm_email' | 'reset_password';

const lifetimeMs: Record<TokenPurpose, number> = {
  confirm_email: 48 * 3600_000,
  reset_password: 3600_000,
};

/** Issues a fresh one-time link token; earlier unused ones of the same purpose stop working. */
export async function issueOneTimeToken(db: Database, now: Date, userId: string, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs[purpose]),
  });
  return token;
}

/** The stored row for a token of this purpose, whatever its state; the caller judges it. */
export async function findOneTimeToken(
  context: Pick<AppContext, 'database'>,
  token: string,
  purpose: TokenPurpose,
) {
  const [row] = await context.database.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}
