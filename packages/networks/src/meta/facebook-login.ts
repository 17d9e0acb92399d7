import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { readGraphError } from './graph-error.ts';

export type MetaAppConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  graphVersion?: string;
  /** Per-call time-out; the HTTP client's default otherwise. */
  timeoutMs?: number;
};

/** The Graph version every Meta adapter speaks unless configured otherwise. */
export const defaultGraphVersion = 'v23.0';

// A long-lived user token lives about 60 days (Facebook Login, "Long-Lived Access Tokens");
// used when the exchange answers without `expires_in`.
const longLivedSeconds = 60 * 24 * 3600;

type TokenAnswer = { access_token: string; token_type?: string; expires_in?: number };

/** Facebook Login's manual flow: the OAuth dialog, with PKCE (code_challenge, S256). */
export function facebookAuthorizationUrl(
  config: MetaAppConfig,
  scopes: string[],
  request: AuthorizationRequest,
): string {
  const url = new URL(
    `${config.authBaseUrl.replace(/\/$/, '')}/${config.graphVersion ?? defaultGraphVersion}/dialog/oauth`,
  );
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    response_type: 'code',
    scope: scopes.join(','),
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * The code becomes a short-lived user token (about 1 hour), which is at once exchanged for a
 * long-lived one (about 60 days). Facebook issues no refresh token: once it expires the user
 * logs in again, but page tokens fetched with it (/me/accounts) do not expire.
 */
export async function exchangeFacebookCode(
  config: MetaAppConfig,
  exchange: CodeExchange,
): Promise<Credentials> {
  const short = await tokenRequest(config, {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uri: exchange.redirectUri,
    code: exchange.code,
    code_verifier: exchange.codeVerifier,
  });
  const long = await tokenRequest(config, {
    grant_type: 'fb_exchange_token',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    fb_exchange_token: short.access_token,
  });
  return {
    accessToken: long.access_token,
    expiresAt: new Date(Date.now() + (long.expires_in ?? longLivedSeconds) * 1000).toISOString(),
  };
}

function tokenRequest(config: MetaAppConfig, params: Record<string, string>): Promise<TokenAnswer> {
  const url = new URL(
    `${config.apiBaseUrl.replace(/\/$/, '')}/${config.graphVersion ?? defaultGraphVersion}/oauth/access_token`,
  );
  url.search = new URLSearchParams(params).toString();
  return requestJson<TokenAnswer>({ url: url.toString(), timeoutMs: config.timeoutMs }, readGraphError);
}
