import { apiKeyStart } from '@pagewise/shared/api-keys';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import type { UserRow } from '../users/schema.ts';
import { looksLikeApiKey } from './api-key-secret.ts';
import { type ApiKeyRow, apiKeys } from './schema.ts';

/** The caller of an `api-key` route: the key, and the reader it acts as. */
export type ApiKeyCaller = { keyId: string; auth: Auth };

/** How often a key's last use is written at most: a write per request would cost more than it tells. */
const lastUseEveryMs = 60_000;

/**
 * Resolves the key of an `Authorization: Bearer pw_…` header. None, a malformed one (a session
 * token is one), an unknown one or a revoked one is `unauthorized`. Looked up on every request (one
 * read by its unique hash), so a revoked key stops at once, in every process.
 */
export async function authenticateApiKey(
  context: Pick<AppContext, 'database' | 'now'>,
  key: string | undefined,
): Promise<ApiKeyCaller> {
  if (!key) {
    throw new AppError('unauthorized', {
      message: `Send an API key of the account as Authorization: Bearer ${apiKeyStart}…`,
    });
  }
  if (!looksLikeApiKey(key)) {
    throw new AppError('unauthorized', {
      message: `This is not an API key: keys start with ${apiKeyStart} (create one in Settings → API keys)`,
    });
  }
  const db = context.database.db;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashToken(key)))
    .limit(1);
  if (!row || row.revokedAt) {
    throw new AppError('unauthorized', { message: 'This API key is unknown or has been revoked' });
  }
  // A key of an account whose plan has no reporting API (`pdfExport`, after a downgrade) is kept,
  // and refused with `plan_limit` until the plan allows it again.
  await assertPlanAllows(db, row.accountId, 'pdfExport');
  const now = context.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUseEveryMs) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { keyId: row.id, auth: readerOf(row) };
}

/**
 * What a key reads as: its account, with every page, and the least of the roles (the `api-key`
 * routes only read). Nobody's user: the role of the administrator who created the key, or whether
 * they are still there, changes nothing. A null time zone reads the account's.
 */
function readerOf(row: ApiKeyRow): Auth {
  const reader: UserRow = {
    id: row.id,
    accountId: row.accountId,
    firstname: row.name,
    lastname: '',
    email: '',
    passwordHash: '',
    phone: null,
    company: null,
    address: null,
    zipcode: null,
    city: null,
    country: null,
    vatNumber: null,
    pictureKey: null,
    sealedBitlyToken: null,
    role: 'viewer',
    language: 'en',
    timeZone: null,
    colorScheme: 'auto',
    allPages: true,
    notifyPublicationFailures: false,
    notifyValidations: false,
    notifyInbox: false,
    notifyPageErrors: false,
    notifySourceErrors: false,
    emailConfirmedAt: null,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  };
  return Object.freeze({
    user: Object.freeze(reader),
    pages: Object.freeze({ allPages: true as const }),
    session: Object.freeze({ id: `api-key:${row.id}`, kind: 'user' as const }),
  });
}
