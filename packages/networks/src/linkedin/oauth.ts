import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { credentialsFromToken, type OAuthTokenResponse } from '../oauth-credentials.ts';
import type { LinkedInConfig } from './li-client.ts';

/** Community Management API permissions: pages, their posts, comments and statistics. */
export const linkedInScopes = [
  'r_basicprofile',
  'rw_organization_admin',
  'r_organization_social',
  'w_organization_social',
  'r_organization_social_feed',
  'w_organization_social_feed',
];

/**
 * 3-legged OAuth 2.0 for a confidential web app: LinkedIn authenticates the app by its client
 * secret and offers PKCE only to native apps, so the code challenge and verifier are not sent.
 */
export function linkedInAuthorizationUrl(config: LinkedInConfig, request: AuthorizationRequest): string {
  const url = new URL('/oauth/v2/authorization', config.authBaseUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    scope: linkedInScopes.join(' '),
  }).toString();
  return url.toString();
}

export function exchangeLinkedInCode(config: LinkedInConfig, exchange: CodeExchange): Promise<Credentials> {
  return tokenCall(config, {
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
  });
}

/**
 * Access tokens last 60 days, refresh tokens 365 days from the first consent. A refresh gives a
 * new access token but the same refresh token with what remains of its life: after a year the
 * member must consent again (learn.microsoft.com, "Refresh Tokens with OAuth 2.0").
 */
export function refreshLinkedInToken(config: LinkedInConfig, credentials: Credentials): Promise<Credentials> {
  if (!credentials.refreshToken)
    throw new NetworkError('reconnect', 'LinkedIn connection has no refresh token');
  return tokenCall(
    config,
    { grant_type: 'refresh_token', refresh_token: credentials.refreshToken },
    credentials,
  );
}

async function tokenCall(
  config: LinkedInConfig,
  form: Record<string, string>,
  previous?: Credentials,
): Promise<Credentials> {
  const token = await requestJson<OAuthTokenResponse>(
    {
      method: 'POST',
      url: new URL('/oauth/v2/accessToken', config.authBaseUrl).toString(),
      form: { ...form, client_id: config.clientId, client_secret: config.clientSecret },
    },
    (status, body) => {
      if (status !== 400 && status !== 401) return undefined;
      const error = body as { error?: string; error_description?: string } | undefined;
      const reason = error?.error_description ?? error?.error ?? `status ${status}`;
      return new NetworkError('reconnect', `LinkedIn token endpoint refused: ${reason}`, { status, reason });
    },
  );
  return credentialsFromToken(token, previous);
}
