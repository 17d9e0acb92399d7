import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { Auth } from '../auth/sessions.ts';
import { pageScopeCondition } from '../users/access.ts';
import { bots } from './schema.ts';

/** Whether the account has a bot on a page the caller reaches (onboarding "create a bot"). */
export async function hasBots(db: Database, auth: Auth): Promise<boolean> {
  const [found] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.accountId, auth.user.accountId), pageScopeCondition(auth, bots.pageId)))
    .limit(1);
  return found !== undefined;
}
