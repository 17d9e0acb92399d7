import type { ApiKey } from '@pagewise/shared/api-keys';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { users } from '../users/schema.ts';
import { apiKeys } from './schema.ts';
import { toPublicApiKey } from './to-public-api-key.ts';

/** The account's keys matching `where`, with their creators, newest first. */
export async function readApiKeys(db: Database, accountId: string, where?: SQL): Promise<ApiKey[]> {
  const rows = await db
    .select({
      key: apiKeys,
      creator: { id: users.id, firstname: users.firstname, lastname: users.lastname },
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.accountId, accountId), where))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toPublicApiKey(row.key, row.creator));
}

/** Every key of the caller's account, revoked ones included (administrators). */
export async function listApiKeys(context: Pick<AppContext, 'database'>, auth: Auth): Promise<ApiKey[]> {
  authorize(auth, 'manage_api_keys');
  return readApiKeys(context.database.db, auth.user.accountId);
}
