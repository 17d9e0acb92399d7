import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/auth/session-key.ts';
import { groupsQueryKey } from '../features/pages/api/get-groups.ts';
import { pagesQueryKey } from '../features/pages/api/get-pages.ts';
import { writeStored } from '../lib/storage.ts';
import { dashScreenOf, preloadRoute } from './route-preload.ts';
import { preloadableScreens } from './routes.tsx';
import { stubApi, testMe } from './test-utils.tsx';

describe('dashScreenOf', () => {
  it.each([
    ['#/dash/overview', 'old', 'overview'],
    ['#/dash', null, 'overview'],
    ['#/dash/', null, 'overview'],
    ['#/_', null, 'overview'],
    ['#/dash/planner?view=month&date=2026-11-01', 'old', 'planner'],
    ['#/dash/planner/2026-11-01', 'old', 'planner'],
    // The beta version shows the planner in posts2 (spec §2), and the classic one the other way.
    ['#/dash/planner?view=month', null, 'posts2'],
    ['#/dash/planner?view=month&no_redirection=1', null, 'planner'],
    ['#/dash/posts2', null, 'posts2'],
    ['#/dash/posts2', 'old', 'planner'],
    ['#/dash/pages', 'old', null],
    ['#/', null, null],
    ['', null, null],
  ])('%s with version %s opens on %s', (hash, version, screen) => {
    expect(dashScreenOf(hash, version)).toBe(screen);
  });
});

describe('preloadRoute', () => {
  let calls: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    calls = stubApi({
      'GET /users/me': { status: 200, body: testMe },
      'GET /pages': { status: 200, body: { pages: [] } },
      'GET /groups': { status: 200, body: { groups: [] } },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does nothing for a visitor, whatever the address', () => {
    const client = new QueryClient();
    const layout = vi.spyOn(preloadableScreens.layout, 'preload').mockImplementation(() => {});
    expect(preloadRoute(client, '#/dash/planner?view=month')).toEqual([]);
    expect(layout).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('starts the planner’s code, the user, pages and groups, and names its catalogues', async () => {
    writeStored('token', 't0ken');
    writeStored('version', 'old');
    const client = new QueryClient();
    const layout = vi.spyOn(preloadableScreens.layout, 'preload').mockImplementation(() => {});
    const planner = vi.spyOn(preloadableScreens.planner, 'preload').mockImplementation(() => {});
    const namespaces = preloadRoute(client, '#/dash/planner?view=month&date=2026-11-01');
    expect(namespaces).toEqual(expect.arrayContaining(['dash', 'planner', 'posts']));
    expect(layout).toHaveBeenCalledOnce();
    expect(planner).toHaveBeenCalledOnce();
    await vi.waitFor(() => {
      for (const key of [sessionQueryKey, pagesQueryKey, groupsQueryKey]) {
        expect(client.getQueryState(key)?.status).toBe('success');
      }
    });
    expect([...calls].sort()).toEqual(['GET /groups', 'GET /pages', 'GET /users/me']);
  });

  it('starts the overview with the user and the pages only', async () => {
    writeStored('token', 't0ken');
    const client = new QueryClient();
    vi.spyOn(preloadableScreens.layout, 'preload').mockImplementation(() => {});
    const overview = vi.spyOn(preloadableScreens.overview, 'preload').mockImplementation(() => {});
    expect(preloadRoute(client, '#/dash/overview')).toContain('dash');
    expect(overview).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(client.getQueryState(pagesQueryKey)?.status).toBe('success'));
    expect(client.getQueryState(groupsQueryKey)).toBeUndefined();
  });
});
