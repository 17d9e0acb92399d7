import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { credentialsFromToken, type OAuthTokenResponse } from '../oauth-credentials.ts';
import { readGoogleError } from './google-error.ts';
import { googleServiceUrl } from './service-url.ts';

export type GoogleAppConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
};

/**
 * Google's OAuth 2.0 for web server apps (developers.google.com/identity/protocols/oauth2/web-server):
 * consent at accounts.google.com, tokens at oauth2.googleapis.com/token. Access tokens live about
 * an hour; the refresh token comes only with access_type=offline, and reliably only with
 * prompt=consent (Google sends it on the first consent alone otherwise).
 */
export function createGoogleOAuth(config: GoogleAppConfig, scopes: string[]) {
  const tokenUrl = `${googleServiceUrl(config.apiBaseUrl, 'oauth2')}/token`;

  async function token(form: Record<string, string>): Promise<OAuthTokenResponse> {
    return requestJson<OAuthTokenResponse>(
      {
        method: 'POST',
        url: tokenUrl,
        ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
        form: { client_id: config.clientId, client_secret: config.clientSecret, ...form },
      },
      readGoogleError,
    );
  }

  return {
    authorizationUrl(request: AuthorizationRequest): string {
      const url = new URL(`${config.authBaseUrl.replace(/\/$/, '')}/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      }).toString();
      return url.toString();
    },

    async exchangeCode(exchange: CodeExchange): Promise<Credentials> {
      const answer = await token({
        grant_type: 'authorization_code',
        code: exchange.code,
        code_verifier: exchange.codeVerifier,
        redirect_uri: exchange.redirectUri,
      });
      return credentialsFromToken(answer);
    },

    async refresh(credentials: Credentials): Promise<Credentials> {
      if (!credentials.refreshToken) {
        throw new NetworkError(
          'reconnect',
          'Google connection has no refresh token; reconnect with offline access',
        );
      }
      const answer = await token({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
      // A refresh answer omits refresh_token: the old one stays valid.
      return credentialsFromToken(answer, credentials);
    },
  };
}
