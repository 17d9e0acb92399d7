import type { ApiKey } from '@pagewise/shared/api-keys';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { readApiKeys } from './list-api-keys.ts';
import { apiKeys } from './schema.ts';

/**
 * Revokes a key of the caller's account: the next request with it is refused (keys are looked up
 * on every request, never cached). Revoking it again keeps the first date. Another account's key,
 * or a malformed id, is not found (404 before any 403).
 */
export async function revokeApiKey(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  keyId: string,
): Promise<ApiKey> {
  const db = context.database.db;
  const notFound = () => new AppError('not_found', { message: 'API key not found' });
  if (!isUuid(keyId)) throw notFound();
  const ofKey = eq(apiKeys.id, keyId);
  const [found] = await readApiKeys(db, auth.user.accountId, ofKey);
  if (!found) throw notFound();
  authorize(auth, 'manage_api_keys');
  if (found.revokedAt) return found;
  await db
    .update(apiKeys)
    .set({ revokedAt: context.now() })
    .where(and(ofKey, eq(apiKeys.accountId, auth.user.accountId), isNull(apiKeys.revokedAt)));
  const [revoked] = await readApiKeys(db, auth.user.accountId, ofKey);
  if (!revoked) throw notFound();
  return revoked;
}
