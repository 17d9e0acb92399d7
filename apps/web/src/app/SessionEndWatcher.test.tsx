import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEndMessageKey } from './sessionEnd.ts';
import { loadEnglish, renderApp, stubApi } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

function sessionEndsWith(status: number, key: string) {
  localStorage.setItem('token', 'old-token');
  localStorage.setItem('supervisor', 'true');
  stubApi({ 'GET /users/me': { status, body: { error: { key, message: key } } } });
}

describe('session ended by the server', () => {
  it.each([
    [401, 'session_expired', 'Your session has expired. Please log in again.'],
    [401, 'unauthorized', 'Your session has expired. Please log in again.'],
    [404, 'user_not_found', 'Your user account could not be found, so your session has ended.'],
  ])('%i %s: token forgotten, translated notice, back to /', async (status, key, message) => {
    sessionEndsWith(status, key);
    const { router } = renderApp('/dash/pages');
    expect(await screen.findByText(message, undefined, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('supervisor')).toBeNull();
  });

  it('keeps a post link for after the next login', async () => {
    sessionEndsWith(401, 'session_expired');
    const here = 'http://localhost:3000/#/dash/posts2?post_id=1&page_id=2';
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: here });
    renderApp('/dash/posts2?post_id=1&page_id=2');
    await screen.findByText('Your session has expired. Please log in again.', undefined, slow);
    expect(localStorage.getItem('redirectAfterLogin')).toBe(here);
  });
});

describe('sessionEndMessageKey', () => {
  it('names the missing user apart from an expired session', () => {
    expect(sessionEndMessageKey({ key: 'user_not_found' })).toBe('session.userNotFound');
    expect(sessionEndMessageKey({ key: 'session_expired' })).toBe('session.expired');
    expect(sessionEndMessageKey({ key: 'unauthorized' })).toBe('session.expired');
  });
});
