import type { Credentials } from '@pagewise/networks/adapter';
import type { SecretBox } from '../../platform/crypto.ts';

/** Network tokens at rest: sealed with AES-256-GCM, so a database dump shows none in clear. */
export function sealCredentials(secrets: SecretBox, credentials: Credentials): string {
  return secrets.seal(JSON.stringify(credentials));
}

export function openCredentials(secrets: SecretBox, sealed: string): Credentials {
  return JSON.parse(secrets.open(sealed)) as Credentials;
}

/**
 * When the user must act for this page: a token that can be refreshed lives as long as its
 * refresh token (when the network says); one that cannot, until it expires.
 */
export function userActionExpiry(credentials: Credentials): Date | null {
  const until = credentials.refreshToken ? credentials.extra?.refreshExpiresAt : credentials.expiresAt;
  return until ? new Date(until) : null;
}
