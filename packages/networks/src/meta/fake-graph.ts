import { createHash, randomBytes } from 'node:crypto';
import type { FakeApi, FakeRequest, FakeResponse } from '../fake/fake-api.ts';

/**
 * Pieces shared by the fakes of Meta's Graph APIs: issued tokens with a status, the OAuth
 * dialog and code exchange (PKCE checked), and Graph-shaped errors.
 */
export type FakeTokenStatus = 'valid' | 'expired' | 'revoked';
export type FakeToken = {
  status: FakeTokenStatus;
  kind: 'user' | 'page';
  pageId?: string;
  scopes?: string[];
};

export type FakeAuthState = {
  tokens: Map<string, FakeToken>;
  codes: Map<string, { codeChallenge?: string; redirectUri: string }>;
};

export function createFakeAuthState(): FakeAuthState {
  return { tokens: new Map(), codes: new Map() };
}

let counter = 1000;
/** Numeric-looking ids, as Graph gives. */
export function nextId(): string {
  counter += 1;
  return `${Date.now() % 1_000_000}${counter}`;
}

export function issueToken(state: FakeAuthState, token: FakeToken, prefix = 'EAAG'): string {
  const value = `${prefix}${randomBytes(12).toString('hex')}`;
  state.tokens.set(value, token);
  return value;
}

export function graphError(code: number, message: string, subcode?: number, status = 400): FakeResponse {
  return {
    status,
    json: { error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'fake' } },
  };
}

export function tokenOf(request: FakeRequest): string | undefined {
  const fromBody = (request.body as Record<string, string> | undefined)?.access_token;
  return request.query.get('access_token') ?? fromBody;
}

/** The request's token, or the error Graph answers for an expired, revoked or unknown one. */
export function checkToken(state: FakeAuthState, request: FakeRequest): FakeToken | FakeResponse {
  const token = state.tokens.get(tokenOf(request) ?? '');
  if (!token) return graphError(190, 'Invalid OAuth access token - Cannot parse access token');
  if (token.status === 'expired')
    return graphError(190, 'Error validating access token: Session has expired', 463);
  if (token.status === 'revoked') {
    return graphError(190, 'Error validating access token: The user has not authorized application', 458);
  }
  return token;
}

export function isResponse(value: FakeToken | FakeResponse): value is FakeResponse {
  return 'status' in value && !('kind' in value);
}

export function param(request: FakeRequest, name: string): string | undefined {
  const body = request.body as Record<string, string> | undefined;
  return request.query.get(name) ?? body?.[name];
}

/** The authorization dialog sends the browser straight back with a code, as if the user agreed. */
export function dialogRoute(state: FakeAuthState) {
  return (request: FakeRequest): FakeResponse => {
    const redirectUri = request.query.get('redirect_uri') ?? '';
    const code = `code-${randomBytes(6).toString('hex')}`;
    state.codes.set(code, { codeChallenge: request.query.get('code_challenge') ?? undefined, redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', request.query.get('state') ?? '');
    return { status: 302, headers: { location: target.toString() } };
  };
}

/** Takes a code once; checks the redirect URI and the PKCE verifier against the challenge. */
export function redeemCode(
  state: FakeAuthState,
  code: string | undefined,
  redirectUri: string | undefined,
  verifier: string | undefined,
): FakeResponse | undefined {
  const grant = state.codes.get(code ?? '');
  if (!grant) return graphError(100, 'Invalid verification code format.');
  state.codes.delete(code ?? '');
  if (grant.redirectUri !== redirectUri) return graphError(100, 'redirect_uri does not match');
  if (grant.codeChallenge) {
    const expected = createHash('sha256')
      .update(verifier ?? '')
      .digest('base64url');
    if (expected !== grant.codeChallenge) return graphError(100, 'Invalid code verifier');
  }
  return undefined;
}

/** OAuth routes of Facebook Login: the dialog, the code exchange, the long-lived exchange. */
export function addFacebookLoginRoutes(
  api: FakeApi,
  state: FakeAuthState,
  version: string,
  scopes: string[],
) {
  api.on('GET', `/${version}/dialog/oauth`, dialogRoute(state));
  api.on('GET', `/${version}/oauth/access_token`, (request) => {
    if (request.query.get('grant_type') === 'fb_exchange_token') {
      const short = state.tokens.get(request.query.get('fb_exchange_token') ?? '');
      if (short?.status !== 'valid') return graphError(190, 'Invalid OAuth access token');
      const access_token = issueToken(state, { status: 'valid', kind: 'user', scopes });
      return { json: { access_token, token_type: 'bearer', expires_in: 5_183_944 } };
    }
    const refused = redeemCode(
      state,
      request.query.get('code') ?? undefined,
      request.query.get('redirect_uri') ?? undefined,
      request.query.get('code_verifier') ?? undefined,
    );
    if (refused) return refused;
    const access_token = issueToken(state, { status: 'valid', kind: 'user', scopes });
    return { json: { access_token, token_type: 'bearer', expires_in: 3600 } };
  });
}

/** Graph's own time format: 2024-05-01T10:00:00+0000. */
export function graphTime(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+0000');
}
