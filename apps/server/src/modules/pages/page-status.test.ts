import { describe, expect, it } from 'vitest';
import { userActionExpiry } from './credentials.ts';
import { effectiveStatus } from './page-status.ts';

const now = new Date('2026-11-22T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('effectiveStatus', () => {
  it('reads running, near expiration (7 days) and expired from the expiry', () => {
    expect(effectiveStatus('running', null, now)).toBe('running');
    expect(effectiveStatus('running', inDays(30), now)).toBe('running');
    expect(effectiveStatus('running', inDays(6), now)).toBe('near_expiration');
    expect(effectiveStatus('running', inDays(-1), now)).toBe('expired');
  });

  it('keeps a problem that needs the user, whatever the expiry', () => {
    expect(effectiveStatus('reconnection_needed', inDays(30), now)).toBe('reconnection_needed');
    expect(effectiveStatus('disabled', null, now)).toBe('disabled');
  });
});

describe('userActionExpiry', () => {
  it('follows the refresh token when there is one, the access token otherwise', () => {
    expect(userActionExpiry({ accessToken: 'a', expiresAt: inDays(60).toISOString() })).toEqual(inDays(60));
    expect(
      userActionExpiry({ accessToken: 'a', refreshToken: 'r', expiresAt: inDays(0.1).toISOString() }),
    ).toBeNull();
    expect(
      userActionExpiry({
        accessToken: 'a',
        refreshToken: 'r',
        expiresAt: inDays(0.1).toISOString(),
        extra: { refreshExpiresAt: inDays(300).toISOString() },
      }),
    ).toEqual(inDays(300));
  });
});
