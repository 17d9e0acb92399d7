import { z } from 'zod';
import { requiredText } from './fields.ts';
import { textLimits } from './text-limits.ts';

/**
 * The account's API keys (issue 19): an administrator creates one, sees it once, and a program
 * reads the account's reports with it at `GET /api/v1/reports/:section`
 * (`Authorization: Bearer pw_…`). Only a hash is kept; a key can be revoked, never shown again.
 */

/** What every key starts with: a key is told from a session token before any lookup. */
export const apiKeyStart = 'pw_';
/** How many of a key's first characters are kept and shown to tell keys apart (`pw_` and 8 more). */
export const apiKeyPrefixLength = 11;

/** What a key may do: read reports, for now. */
export const apiKeyScopes = ['reports:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The requests a key may make per minute (`GET /api/v1/reports/…`), whatever the process. */
export const apiKeyRequestsPerMinute = 60;

/** A key as the list shows it: never the key itself nor its hash. */
export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to recognise it: never enough to use it. */
  prefix: z.string(),
  scope: z.enum(apiKeyScopes),
  /** Who created it; null once that user is removed from the account. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** `GET /api/api-keys`: the account's keys, newest first, revoked ones included. */
export const apiKeyList = z.object({ apiKeys: z.array(apiKey) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** `POST /api/api-keys`. */
export const createApiKeyRequest = z.object({ name: requiredText(textLimits.apiKeyName) });
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** The answer of `POST /api/api-keys`: the only time the whole key is shown. */
export const createdApiKey = apiKey.extend({
  /** The key itself: shown this once, stored only as a hash. */
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKey>;
