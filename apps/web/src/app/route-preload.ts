import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { readStored } from '../lib/storage.ts';
import type { DashAnswers } from './dash-data.ts';
import { appVersion, versionRedirect } from './redirects.ts';
import { preloadableScreens } from './routes.tsx';

type PreloadableScreen = Exclude<keyof typeof preloadableScreens, 'layout'>;

/**
 * What each screen a fresh tab may open on needs before it can show: its lists, and the
 * catalogues (i18n namespaces) its components ask for. A name missing here only costs time:
 * the component loads it when it renders, as without preloading.
 */
type ScreenList = 'pages' | 'groups';
const screenNeeds: Record<PreloadableScreen, { data: ScreenList[]; namespaces: string[] }> = {
  overview: { data: ['pages'], namespaces: ['dash', 'pages'] },
  planner: {
    data: ['pages', 'groups'],
    namespaces: ['dash', 'planner', 'issues', 'pages', 'posts', 'collaboration'],
  },
  posts2: {
    data: ['pages', 'groups'],
    namespaces: ['dash', 'planner', 'issues', 'pages', 'posts', 'collaboration'],
  },
};

/** The dash screen an address of the hash router opens on, after the version switch (spec §2). */
export function dashScreenOf(hash: string, version: string | null): PreloadableScreen | null {
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  const path = address.pathname.replace(/\/+$/, '');
  if (path === '/dash' || path === '/dash/overview' || path === '/_') return 'overview';
  const screen = /^\/dash\/(planner|posts2)(?:\/[^/]+)?$/.exec(path)?.[1] as 'planner' | 'posts2' | undefined;
  if (!screen) return null;
  const redirect = versionRedirect(screen, appVersion(version), address.searchParams);
  if (!redirect) return screen;
  return redirect.startsWith('/dash/posts2') ? 'posts2' : 'planner';
}

/**
 * A fresh tab opened on a dash screen with a session stored: starts, before React renders, what
 * would otherwise start one after the other as the layout, then the screen, render and ask: the
 * user and the screen's lists first (they take the first connections), then the layout's and the
 * screen's code. Returns the catalogues to load with the start-up ones. Nothing for the auth
 * screen or a visitor.
 */
export function preloadRoute(queryClient: QueryClient, hash: string = window.location.hash): string[] {
  if (!readStored('token')) return [];
  const screen = dashScreenOf(hash, readStored('version'));
  if (!screen) return [];
  const { data, namespaces } = screenNeeds[screen];
  const answers: DashAnswers = { me: api<unknown>('GET', '/users/me') };
  for (const list of data) answers[list] = api<unknown>('GET', `/${list}`);
  // Read by the queries below; until then a failure must not count as unhandled.
  for (const answer of Object.values(answers)) answer.catch(() => undefined);
  import('./dash-data.ts').then(
    ({ prefetchDashData }) => prefetchDashData(queryClient, answers),
    // Not fatal: each screen asks for its data when it renders, and reports a part that fails to load.
    () => undefined,
  );
  preloadableScreens.layout.preload();
  preloadableScreens[screen].preload();
  return namespaces;
}
