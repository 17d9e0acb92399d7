import { randomBytes } from 'node:crypto';
import { apiKeyPrefixLength, apiKeyStart } from '@pagewise/shared/api-keys';
import { hashToken } from '../../platform/crypto.ts';

/** `pw_` and 32 random bytes in base64url: 43 characters, nothing else. */
const apiKeyPattern = new RegExp(`^${apiKeyStart}[A-Za-z0-9_-]{43}$`);

/** A new key: the whole key (shown once), the hash that is stored, and the prefix that is shown. */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${apiKeyStart}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashToken(key), prefix: key.slice(0, apiKeyPrefixLength) };
}

/** Whether a bearer token has the shape of a key: a session token, or any made-up text, has not. */
export function looksLikeApiKey(token: string): boolean {
  return apiKeyPattern.test(token);
}
