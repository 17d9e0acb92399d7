import * as meModule from '@pagewise/shared/me';
import * as overviewModule from '@pagewise/shared/overview';
import * as pageListModule from '@pagewise/shared/page-list';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { meFrom } from '../features/auth/api/get-me.ts';
import { sessionQueryKey } from '../features/auth/session-key.ts';
import { overviewFrom, overviewQueryKey } from '../features/overview/api/get-overview.ts';
import { groupsFrom, groupsQueryKey } from '../features/pages/api/get-groups.ts';
import { pagesFrom, pagesQueryKey } from '../features/pages/api/get-pages.ts';
import { preloadPlanner } from '../features/planner/api/preload-planner.ts';
import { api } from '../lib/api.ts';
import { meSchemas, overviewSchemas, pageListSchemas } from '../lib/schemas.ts';
import { readStored } from '../lib/storage.ts';
import { type DashScreen, dashScreenNamespaces, dashScreenOf } from './dash-screens.ts';

/** What a screen asks the API for when it renders, each under its query's key and parsing. */
const lists = {
  pages: { queryKey: pagesQueryKey, from: pagesFrom },
  groups: { queryKey: groupsQueryKey, from: groupsFrom },
  overview: { queryKey: overviewQueryKey, from: overviewFrom },
} as const;

/**
 * The screens a fresh tab may open on, with what each needs before it can show: its code and its
 * lists (its catalogues: dash-screens.ts). A name missing here only costs time: the screen loads
 * it when it renders, as without preloading.
 *
 * The code is the routes' own modules (routes.tsx), imported here again for what the build writes
 * beside an import: the list of shared pieces each one needs, fetched alongside it instead of one
 * level after the other. In the entry those lists would weigh on the auth screen
 * (`resolveDependencies` in vite.config.ts keeps them here and in the auth screen's chunks).
 */
const screens = {
  overview: {
    code: () => import('../features/overview/OverviewScreen.tsx'),
    lists: ['pages', 'overview'],
  },
  planner: {
    code: () => import('../features/planner/PlannerScreen.tsx'),
    lists: ['pages', 'groups'],
  },
  posts2: {
    code: () => import('../features/posts2/Posts2Screen.tsx'),
    lists: ['pages', 'groups'],
  },
} as const satisfies Record<DashScreen, unknown>;

/**
 * Puts the user's early answer (`me`), and the screen's lists asked now, into the queries the
 * layout and the screen read (same keys, same parsing): their hooks find them under way. Then the
 * screen's code with everything it imports, and its catalogues. A failure is left to the render:
 * the hook that mounts asks again, the lazy route loads and reports.
 */
export function preloadDashScreen(queryClient: QueryClient, hash: string, me: Promise<unknown>) {
  // Their chunk is this one's own import: read at once, not imported again (lib/schemas.ts).
  meSchemas.provide(meModule);
  pageListSchemas.provide(pageListModule);
  overviewSchemas.provide(overviewModule);
  void queryClient.prefetchQuery({ queryKey: sessionQueryKey, queryFn: () => meFrom(me) });
  const screen = dashScreenOf(hash, readStored('version'));
  if (!screen) return;
  const { code, lists: wanted } = screens[screen];
  for (const list of wanted) {
    const answer = api<unknown>('GET', `/${list}`);
    const { queryKey, from } = lists[list];
    void queryClient.prefetchQuery({ queryKey, queryFn: () => from(answer) as Promise<unknown> });
  }
  // The planner's request is asked before the screen's code: behind the code's pieces it waited for
  // one of HTTP/1.1's six connections (when they were forty: sent at 416 ms, answered at 789).
  const requests = screen === 'planner' ? preloadPlanner(queryClient, hash, me) : Promise.resolve();
  requests
    .catch(() => undefined)
    .then(code)
    .catch(() => undefined);
  // i18next was set up (main.tsx) before this chunk could arrive.
  void i18next.loadNamespaces([...dashScreenNamespaces[screen]]);
}
