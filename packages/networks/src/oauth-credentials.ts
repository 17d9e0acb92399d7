import type { Credentials } from './adapter.ts';

/** The token answer of RFC 6749 §5.1, with the refresh-token lifetime LinkedIn and Pinterest add. */
export type OAuthTokenResponse = {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  refresh_token_expires_in?: number;
  scope?: string;
};

/**
 * Credentials from a token answer. A refresh answer may omit the refresh token (kept then from
 * `previous`) or its lifetime (LinkedIn keeps the first one: the 365 days are not renewed).
 */
export function credentialsFromToken(
  token: OAuthTokenResponse,
  previous?: Credentials,
  now = Date.now(),
): Credentials {
  const extra: Record<string, string> = { ...previous?.extra };
  if (token.scope !== undefined) extra.scope = token.scope;
  if (token.refresh_token_expires_in !== undefined)
    extra.refreshExpiresAt = new Date(now + token.refresh_token_expires_in * 1000).toISOString();
  const refreshToken = token.refresh_token ?? previous?.refreshToken;
  return {
    accessToken: token.access_token,
    ...(refreshToken ? { refreshToken } : {}),
    ...(token.expires_in !== undefined
      ? { expiresAt: new Date(now + token.expires_in * 1000).toISOString() }
      : {}),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}
