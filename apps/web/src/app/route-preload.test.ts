import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/auth/session-key.ts';
import { writeStored } from '../lib/storage.ts';
import { isAuthScreen, isDashAddress, preloadRoute } from './route-preload.ts';
import { preloadableParts } from './routes.tsx';
import { stubApi, testMe } from './test-utils.tsx';

describe('addresses', () => {
  it.each(['', '#/', '#/?lang=fr', '#'])('%s is the auth screen', (hash) => {
    expect(isAuthScreen(hash)).toBe(true);
  });
  it.each(['#/confirm', '#/dash', '#/legal'])('%s is not the auth screen', (hash) => {
    expect(isAuthScreen(hash)).toBe(false);
  });
  it.each(['#/dash', '#/dash/', '#/dash?x=1', '#/dash/planner?view=month', '#/_'])(
    '%s is in the dashboard',
    (hash) => {
      expect(isDashAddress(hash)).toBe(true);
    },
  );
  it.each(['#/', '#/dashboard', '#/legal', '#/_x'])('%s is not in the dashboard', (hash) => {
    expect(isDashAddress(hash)).toBe(false);
  });
});

describe('preloadRoute', () => {
  let calls: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    calls = stubApi({
      'GET /users/me': { status: 200, body: testMe },
      'GET /pages': { status: 200, body: { pages: [] } },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads only the auth screen’s code for a visitor, and only on the auth screen', () => {
    const layout = vi.spyOn(preloadableParts.dashLayout, 'preload').mockImplementation(() => {});
    const auth = vi.spyOn(preloadableParts.auth, 'preload').mockImplementation(() => {});
    preloadRoute(new QueryClient(), '#/dash/planner?view=month');
    expect(auth).not.toHaveBeenCalled();
    preloadRoute(new QueryClient(), '#/?lang=fr');
    expect(auth).toHaveBeenCalledOnce();
    expect(layout).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('starts the user and the layout on a dash address, and hands the user to the session query', async () => {
    writeStored('token', 't0ken');
    const client = new QueryClient();
    const layout = vi.spyOn(preloadableParts.dashLayout, 'preload').mockImplementation(() => {});
    preloadRoute(client, '#/dash/overview');
    expect(calls).toEqual(['GET /users/me']);
    expect(layout).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(client.getQueryData(sessionQueryKey)).toEqual(testMe), { timeout: 5000 });
    expect(calls.filter((call) => call === 'GET /users/me')).toHaveLength(1);
  });

  it('starts nothing with a session outside the dashboard', () => {
    writeStored('token', 't0ken');
    const layout = vi.spyOn(preloadableParts.dashLayout, 'preload').mockImplementation(() => {});
    preloadRoute(new QueryClient(), '#/legal');
    expect(layout).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
