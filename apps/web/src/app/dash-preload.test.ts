import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/auth/session-key.ts';
import { overviewQueryKey } from '../features/overview/api/get-overview.ts';
import { buildOverview } from '../features/overview/test-fixtures.ts';
import { groupsQueryKey } from '../features/pages/api/get-groups.ts';
import { pagesQueryKey } from '../features/pages/api/get-pages.ts';
import { setupI18n } from '../i18n/index.ts';
import { writeStored } from '../lib/storage.ts';
import { preloadDashScreen } from './dash-preload.ts';
import { dashScreenOf } from './dash-screens.ts';
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
  ])('%s with version %s opens on %s', (hash, version, screen) => {
    expect(dashScreenOf(hash, version)).toBe(screen);
  });
});

describe('preloadDashScreen', () => {
  let calls: string[] = [];
  // As in the browser (main.tsx): i18next is set up before this module could run.
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    localStorage.clear();
    calls = stubApi({
      'GET /pages': { status: 200, body: { pages: [] } },
      'GET /groups': { status: 200, body: { groups: [] } },
      'GET /overview': { status: 200, body: buildOverview() },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  // The screens' code the preloads started is loaded before the environment goes (a slow machine
  // was still loading the planner's when it was torn down).
  afterAll(async () => {
    await import('../features/planner/PlannerScreen.tsx');
    await import('../features/overview/OverviewScreen.tsx');
  });

  it('fills the session with the early answer, and asks for the planner’s pages and groups', async () => {
    writeStored('version', 'old');
    const client = new QueryClient();
    preloadDashScreen(client, '#/dash/planner?view=month&date=2026-11-01', Promise.resolve(testMe));
    await vi.waitFor(
      () => {
        for (const key of [sessionQueryKey, pagesQueryKey, groupsQueryKey]) {
          expect(client.getQueryState(key)?.status).toBe('success');
        }
      },
      { timeout: 5000 },
    );
    expect(client.getQueryData(sessionQueryKey)).toEqual(testMe);
    // The planner's events are asked too, before its code: waited for here, so that the request
    // does not land in the next test's calls.
    await vi.waitFor(() => expect(calls.filter((call) => call.startsWith('GET /planner'))).toHaveLength(1), {
      timeout: 10_000,
    });
    const lists = calls.filter((call) => !call.startsWith('GET /planner'));
    expect(lists.sort()).toEqual(['GET /groups', 'GET /pages']);
  });

  it('asks the overview’s pages and the overview itself, not the groups', async () => {
    const client = new QueryClient();
    preloadDashScreen(client, '#/dash/overview', Promise.resolve(testMe));
    await vi.waitFor(() => expect(client.getQueryState(pagesQueryKey)?.status).toBe('success'), {
      timeout: 5000,
    });
    expect(calls).toEqual(['GET /pages', 'GET /overview']);
    await vi.waitFor(() => expect(client.getQueryState(overviewQueryKey)?.status).toBe('success'));
    expect(client.getQueryData(overviewQueryKey)).toEqual(buildOverview());
    expect(client.getQueryState(groupsQueryKey)).toBeUndefined();
  });

  it('leaves a failed early answer in the session query, for its hook to ask again', async () => {
    const client = new QueryClient();
    preloadDashScreen(client, '#/dash/pages', Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(client.getQueryState(sessionQueryKey)?.status).toBe('error'));
    expect(calls).toEqual([]);
  });
});
