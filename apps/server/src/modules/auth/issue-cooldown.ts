import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { TokenPurpose } from './one-time-tokens.ts';
import { userTokens } from './schema.ts';

/** One e-mailed link per address and purpose a minute: the public forms cannot flood an inbox. */
const cooldownMs = 60_000;

export async function recentlyIssued(db: Database, now: Date, userId: string, purpose: TokenPurpose) {
  const [latest] = await db
    .select({ createdAt: userTokens.createdAt })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return latest !== undefined && now.getTime() - latest.createdAt.getTime() < cooldownMs;
}
