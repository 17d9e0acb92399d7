import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { basicAuth, credentialsFromToken, type OAuthTokenResponse } from '../oauth-credentials.ts';
import type { TwitterConfig } from './x-client.ts';

/**
 * offline.access yields a refresh token; media.write is what the v2 media upload asks of an
 * OAuth 2.0 token; tweet.moderate.write lets the page hide replies to its posts; like.write lets
 * it like a mention or a reply from the inbox.
 */
export const twitterScopes = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'offline.access',
  'media.write',
  'tweet.moderate.write',
  'like.write',
];

export function twitterAuthorizationUrl(config: TwitterConfig, request: AuthorizationRequest): string {
  const url = new URL('/i/oauth2/authorize', config.authBaseUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    scope: twitterScopes.join(' '),
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export function exchangeTwitterCode(config: TwitterConfig, exchange: CodeExchange): Promise<Credentials> {
  return tokenCall(config, {
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
}

/** X rotates refresh tokens: the answer carries a new one and the old one stops working. */
export function refreshTwitterToken(config: TwitterConfig, credentials: Credentials): Promise<Credentials> {
  if (!credentials.refreshToken) throw new NetworkError('reconnect', 'X connection has no refresh token');
  return tokenCall(
    config,
    { grant_type: 'refresh_token', refresh_token: credentials.refreshToken },
    credentials,
  );
}

/** A confidential client authenticates with HTTP Basic (docs.x.com, "OAuth 2.0 Authorization Code Flow with PKCE"). */
async function tokenCall(
  config: TwitterConfig,
  form: Record<string, string>,
  previous?: Credentials,
): Promise<Credentials> {
  const token = await requestJson<OAuthTokenResponse>(
    {
      method: 'POST',
      url: new URL('/2/oauth2/token', config.apiBaseUrl).toString(),
      headers: { authorization: basicAuth(config.clientId, config.clientSecret) },
      form: { ...form, client_id: config.clientId },
    },
    readTokenError,
  );
  return credentialsFromToken(token, previous);
}

/** An invalid, used or revoked code or refresh token (`invalid_grant`) means connecting again. */
function readTokenError(status: number, body: unknown): NetworkError | undefined {
  if (status !== 400 && status !== 401) return undefined;
  const error = body as { error?: string; error_description?: string } | undefined;
  const reason = error?.error_description ?? error?.error ?? `status ${status}`;
  return new NetworkError('reconnect', `X token endpoint refused: ${reason}`, { status, reason });
}
