import { createHash, randomBytes } from 'node:crypto';

/** One token pair a fake network issued, with what the tests can do to it. */
export type FakeToken = {
  accessToken: string;
  refreshToken: string;
  userId: string;
  scopes: string[];
  /** Epoch milliseconds. */
  expiresAt: number;
  refreshExpiresAt: number;
  revoked: boolean;
};

export type FakeLifetimes = {
  accessSeconds: number;
  refreshSeconds: number;
  /** X and Pinterest (continuous refresh) issue a new refresh token each time; LinkedIn does not. */
  rotateRefresh: boolean;
};

type PendingCode = { userId: string; scopes: string[]; redirectUri: string; codeChallenge?: string };

export type TokenCheck =
  | { ok: true; token: FakeToken }
  | { ok: false; problem: 'missing' | 'expired' | 'revoked' | 'scope' };

/**
 * The authorization server of a fake network: codes (with PKCE S256 where given), access and
 * refresh tokens that tests can expire or revoke, and the checks every route makes.
 */
export class FakeOAuth {
  readonly codes = new Map<string, PendingCode>();
  readonly tokens: FakeToken[] = [];

  private readonly lifetimes: FakeLifetimes;

  constructor(lifetimes: FakeLifetimes) {
    this.lifetimes = lifetimes;
  }

  /** What the consent screen would do: the user approves, a code comes back. */
  approve(userId: string, scopes: string[], redirectUri: string, codeChallenge?: string): string {
    const code = `code-${randomBytes(6).toString('hex')}`;
    this.codes.set(code, { userId, scopes, redirectUri, ...(codeChallenge ? { codeChallenge } : {}) });
    return code;
  }

  issue(userId: string, scopes: string[], refreshExpiresAt?: number): FakeToken {
    const now = Date.now();
    const token: FakeToken = {
      accessToken: `at-${randomBytes(8).toString('hex')}`,
      refreshToken: `rt-${randomBytes(8).toString('hex')}`,
      userId,
      scopes,
      expiresAt: now + this.lifetimes.accessSeconds * 1000,
      refreshExpiresAt: refreshExpiresAt ?? now + this.lifetimes.refreshSeconds * 1000,
      revoked: false,
    };
    this.tokens.push(token);
    return token;
  }

  /** Redeems a code; undefined when the code, redirect URI or PKCE verifier is wrong. */
  exchange(code: string, redirectUri: string, codeVerifier?: string): FakeToken | undefined {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (!pending || pending.redirectUri !== redirectUri) return undefined;
    if (pending.codeChallenge && pending.codeChallenge !== s256(codeVerifier ?? '')) return undefined;
    return this.issue(pending.userId, pending.scopes);
  }

  refresh(refreshToken: string): FakeToken | undefined {
    const old = this.tokens.find((token) => token.refreshToken === refreshToken && !token.revoked);
    if (!old || old.refreshExpiresAt < Date.now()) return undefined;
    const fresh = this.issue(old.userId, old.scopes, old.refreshExpiresAt);
    if (this.lifetimes.rotateRefresh) {
      old.revoked = true;
      fresh.refreshExpiresAt = Date.now() + this.lifetimes.refreshSeconds * 1000;
    } else {
      fresh.refreshToken = old.refreshToken;
      old.refreshToken = '';
    }
    return fresh;
  }

  check(authorization: string | undefined, scope?: string): TokenCheck {
    const bearer = authorization?.replace(/^Bearer /i, '');
    const token = this.tokens.find((candidate) => candidate.accessToken === bearer);
    if (!token) return { ok: false, problem: 'missing' };
    if (token.revoked) return { ok: false, problem: 'revoked' };
    if (token.expiresAt < Date.now()) return { ok: false, problem: 'expired' };
    if (scope && !token.scopes.includes(scope)) return { ok: false, problem: 'scope' };
    return { ok: true, token };
  }

  expire(accessToken: string): void {
    const token = this.tokens.find((candidate) => candidate.accessToken === accessToken);
    if (token) token.expiresAt = Date.now() - 1000;
  }

  revoke(accessToken: string): void {
    const token = this.tokens.find((candidate) => candidate.accessToken === accessToken);
    if (token) token.revoked = true;
  }
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
