import type { FakeApi, FakeRequest, FakeResponse } from '../fake/fake-api.ts';
import { FakeOAuth, type FakeToken } from '../fake/fake-oauth.ts';

export const fakeGoogleUser = 'google-user-1';

/**
 * Google's authorization server, faked: access tokens of an hour; refresh tokens that do not
 * rotate and live until revoked (tests use `expire` and `revoke`). `seed` is a ready connection.
 */
export function createFakeGoogleAuth(scopes: string[]): { oauth: FakeOAuth; seed: FakeToken } {
  const oauth = new FakeOAuth({
    accessSeconds: 3599,
    refreshSeconds: 10 * 365 * 86_400,
    rotateRefresh: false,
  });
  return { oauth, seed: oauth.issue(fakeGoogleUser, scopes) };
}

/**
 * The consent page (answers at once with a redirect carrying a code, as if the user agreed) and
 * the token endpoint with PKCE checks.
 */
export function addFakeGoogleAuth(api: FakeApi, oauth: FakeOAuth): FakeApi {
  const invalidGrant = { status: 400, json: { error: 'invalid_grant', error_description: 'Bad Request' } };
  return api
    .on('GET', '/o/oauth2/v2/auth', (request) => {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      const scopes = (request.query.get('scope') ?? '').split(' ');
      const code = oauth.approve(
        fakeGoogleUser,
        scopes,
        redirectUri,
        request.query.get('code_challenge') ?? '',
      );
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: target.toString() } };
    })
    .on('POST', '/token', (request) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const token =
        form.grant_type === 'authorization_code'
          ? oauth.exchange(form.code ?? '', form.redirect_uri ?? '', form.code_verifier)
          : form.grant_type === 'refresh_token'
            ? oauth.refresh(form.refresh_token ?? '')
            : undefined;
      if (!token) return invalidGrant;
      return {
        json: {
          access_token: token.accessToken,
          expires_in: 3599,
          // Google sends a refresh token with the first exchange only.
          ...(form.grant_type === 'authorization_code' ? { refresh_token: token.refreshToken } : {}),
          scope: token.scopes.join(' '),
          token_type: 'Bearer',
        },
      };
    });
}

/** A 401 as Google sends it when the bearer token is missing, expired or revoked; else undefined. */
export function rejectUnauthenticated(oauth: FakeOAuth, request: FakeRequest): FakeResponse | undefined {
  if (oauth.check(request.headers.authorization).ok) return undefined;
  return {
    status: 401,
    json: {
      error: {
        code: 401,
        message: 'Request had invalid authentication credentials. Expected OAuth 2 access token.',
        status: 'UNAUTHENTICATED',
      },
    },
  };
}
