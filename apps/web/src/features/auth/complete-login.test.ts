import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from './complete-login.ts';
import { aUser, loadEnglish } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

const loginResponse = {
  token: 'tok-1',
  expiresAt: '2026-12-01T00:00:00.000Z',
  user: { ...aUser, language: 'de' as const },
};

describe('completeLogin', () => {
  it('keeps the token, speaks the user language and goes to the overview', async () => {
    localStorage.setItem('supervisor', 'true');
    const navigate = vi.fn();
    await completeLogin(loginResponse, navigate);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('supervisor')).toBeNull();
    expect(i18next.language).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(navigate).toHaveBeenCalledWith('/dash/overview');
  });

  it('follows the stored redirect target once', async () => {
    localStorage.setItem(
      'redirectAfterLogin',
      `${window.location.origin}${window.location.pathname}#/?post_id=1&page_id=2`,
    );
    const navigate = vi.fn();
    await completeLogin(loginResponse, navigate);
    expect(navigate).toHaveBeenCalledWith('/?post_id=1&page_id=2');
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('ignores a stored target on another site', async () => {
    localStorage.setItem('redirectAfterLogin', 'https://evil.test/#/dash');
    const navigate = vi.fn();
    await completeLogin(loginResponse, navigate);
    expect(navigate).toHaveBeenCalledWith('/dash/overview');
  });

  it('navigates by hash when no router navigation is given', async () => {
    await completeLogin(loginResponse);
    expect(window.location.hash).toBe('#/dash/overview');
  });
});
