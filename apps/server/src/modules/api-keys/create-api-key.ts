import type { CreateApiKeyRequest, CreatedApiKey } from '@pagewise/shared/api-keys';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { authorize } from '../users/access.ts';
import { newApiKey } from './api-key-secret.ts';
import { apiKeys } from './schema.ts';
import { toPublicApiKey } from './to-public-api-key.ts';

/** A new key of the caller's account, answered whole this once; only its hash is stored. */
export async function createApiKey(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  authorize(auth, 'manage_api_keys');
  // The reporting API is the plan's `pdfExport` (reporting exports).
  await assertPlanAllows(context.database.db, auth.user.accountId, 'pdfExport');
  const { key, keyHash, prefix } = newApiKey();
  const [row] = await context.database.db
    .insert(apiKeys)
    .values({
      accountId: auth.user.accountId,
      createdBy: auth.user.id,
      name: input.name,
      prefix,
      keyHash,
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new Error('API key not stored');
  return { ...toPublicApiKey(row, auth.user), key };
}
