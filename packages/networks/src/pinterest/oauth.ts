import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { basicAuth, credentialsFromToken, type OAuthTokenResponse } from '../oauth-credentials.ts';
import type { PinterestConfig } from './pin-client.ts';

export const pinterestScopes = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
];

/**
 * Pinterest's OAuth 2.0 is for confidential apps (client secret, HTTP Basic) and documents no
 * PKCE, so the code challenge is not sent. Scopes are comma-separated.
 */
export function pinterestAuthorizationUrl(config: PinterestConfig, request: AuthorizationRequest): string {
  const url = new URL('/oauth/', config.authBaseUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: pinterestScopes.join(','),
    state: request.state,
  }).toString();
  return url.toString();
}

/**
 * `continuous_refresh` opts into refresh tokens that are replaced at each refresh (60 days each),
 * which Pinterest makes the rule; access tokens last 30 days.
 */
export function exchangePinterestCode(config: PinterestConfig, exchange: CodeExchange): Promise<Credentials> {
  return tokenCall(config, {
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    continuous_refresh: 'true',
  });
}

export function refreshPinterestToken(
  config: PinterestConfig,
  credentials: Credentials,
): Promise<Credentials> {
  if (!credentials.refreshToken)
    throw new NetworkError('reconnect', 'Pinterest connection has no refresh token');
  return tokenCall(
    config,
    { grant_type: 'refresh_token', refresh_token: credentials.refreshToken },
    credentials,
  );
}

/** The token endpoint lives on the API host (POST /v5/oauth/token). */
async function tokenCall(
  config: PinterestConfig,
  form: Record<string, string>,
  previous?: Credentials,
): Promise<Credentials> {
  const token = await requestJson<OAuthTokenResponse>(
    {
      method: 'POST',
      url: new URL('/v5/oauth/token', config.apiBaseUrl).toString(),
      headers: { authorization: basicAuth(config.clientId, config.clientSecret) },
      form,
    },
    (status, body) => {
      if (status !== 400 && status !== 401) return undefined;
      const error = body as { message?: string; error?: string } | undefined;
      const reason = error?.message ?? error?.error ?? `status ${status}`;
      return new NetworkError('reconnect', `Pinterest token endpoint refused: ${reason}`, { status, reason });
    },
  );
  return credentialsFromToken(token, previous);
}
