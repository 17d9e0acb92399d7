import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { credentialsFromToken } from '../oauth-credentials.ts';
import { readTikTokError, type TikTokEnvelope } from './tiktok-error.ts';

export type TikTokAppConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
};

type TokenAnswer = TikTokEnvelope & {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  open_id?: string;
  scope?: string;
};

/**
 * TikTok Login Kit v2 (developers.tiktok.com/doc/oauth-user-access-token-management): access
 * tokens live 24 hours, refresh tokens 365 days; a refresh may return a new refresh token, which
 * replaces the old one.
 */
export function createTikTokOAuth(config: TikTokAppConfig, scopes: string[]) {
  async function token(form: Record<string, string>, previous?: Credentials): Promise<Credentials> {
    const answer = await requestJson<TokenAnswer>(
      {
        method: 'POST',
        url: `${config.apiBaseUrl.replace(/\/$/, '')}/v2/oauth/token/`,
        form: { client_key: config.clientId, client_secret: config.clientSecret, ...form },
        ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
      },
      readTikTokError,
    );
    // The token endpoint may answer 200 with an OAuth error in the body.
    if (!answer.access_token) {
      throw (
        readTikTokError(400, answer, new Headers()) ?? new NetworkError('rejected', 'TikTok issued no token')
      );
    }
    const credentials = credentialsFromToken(
      {
        access_token: answer.access_token,
        ...(answer.refresh_token ? { refresh_token: answer.refresh_token } : {}),
        ...(answer.expires_in ? { expires_in: answer.expires_in } : {}),
        ...(answer.refresh_expires_in ? { refresh_token_expires_in: answer.refresh_expires_in } : {}),
        ...(answer.scope ? { scope: answer.scope } : {}),
      },
      previous,
    );
    const openId = answer.open_id ?? previous?.extra?.openId;
    return openId ? { ...credentials, extra: { ...credentials.extra, openId } } : credentials;
  }

  return {
    authorizationUrl(request: AuthorizationRequest): string {
      const url = new URL(`${config.authBaseUrl.replace(/\/$/, '')}/v2/auth/authorize/`);
      url.search = new URLSearchParams({
        client_key: config.clientId,
        scope: scopes.join(','),
        response_type: 'code',
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    exchangeCode: (exchange: CodeExchange) =>
      token({
        grant_type: 'authorization_code',
        code: exchange.code,
        code_verifier: exchange.codeVerifier,
        redirect_uri: exchange.redirectUri,
      }),

    async refresh(credentials: Credentials): Promise<Credentials> {
      if (!credentials.refreshToken)
        throw new NetworkError('reconnect', 'TikTok connection has no refresh token');
      return token({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken }, credentials);
    },
  };
}
