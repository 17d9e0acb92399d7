import { appVersion, versionRedirect } from './redirects.ts';

const plannerNamespaces = ['dash', 'planner', 'issues', 'pages', 'posts', 'collaboration'] as const;

/**
 * The screens a fresh tab may open on (app/dash-preload.ts), each with the catalogues (i18n
 * namespaces) it and the frame ask for before they can show. A name missing here only costs time:
 * the screen loads it when it renders.
 */
export const dashScreenNamespaces = {
  overview: ['dash', 'pages', 'posts', 'sources'],
  planner: plannerNamespaces,
  posts2: plannerNamespaces,
} as const;

export type DashScreen = keyof typeof dashScreenNamespaces;

/** The screen a dash address of the hash router opens on, after the version switch (spec §2). */
export function dashScreenOf(hash: string, version: string | null): DashScreen | null {
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  const path = address.pathname.replace(/\/+$/, '');
  if (path === '/dash' || path === '/dash/overview' || path === '/_') return 'overview';
  const screen = /^\/dash\/(planner|posts2)(?:\/[^/]+)?$/.exec(path)?.[1] as 'planner' | 'posts2' | undefined;
  if (!screen) return null;
  const redirect = versionRedirect(screen, appVersion(version), address.searchParams);
  if (!redirect) return screen;
  return redirect.startsWith('/dash/posts2') ? 'posts2' : 'planner';
}
