import type { QueryClient } from '@tanstack/react-query';
import { preloadCatalogues } from '../i18n/index.ts';
import { startNamespaces } from '../i18n/namespaces.ts';
import { api } from '../lib/api.ts';
import { readStored } from '../lib/storage.ts';
import { dashScreenNamespaces, dashScreenOf } from './dash-screens.ts';
import { preloadableParts } from './routes.tsx';

/** `/`, where a visitor logs in or signs up. */
export function isAuthScreen(hash: string): boolean {
  return (hash.replace(/^#/, '').split('?')[0] || '/') === '/';
}

/** The dashboard's addresses (`/dash…`, and `/_` which leads to it). */
export function isDashAddress(hash: string): boolean {
  return /^#?\/(dash|_)(?=[/?]|$)/.test(hash);
}

/**
 * Before React renders, a fresh tab starts what would otherwise start one after the other as
 * each part renders and asks. A visitor on the auth screen: its code, with the start-up
 * catalogues. A session on a dash address: the user (the first request, on the first
 * connection), the catalogues, the layout's code, and the preload chunk (dash-preload.ts), which
 * adds the screen's lists and code. Kept small: all of this is in the auth screen's entry.
 */
export function preloadRoute(queryClient: QueryClient, hash: string = window.location.hash): void {
  if (!readStored('token')) {
    if (isAuthScreen(hash)) preloadableParts.auth.preload();
    return;
  }
  if (!isDashAddress(hash)) return;
  const me = api<unknown>('GET', '/users/me');
  // Read by the session query once the preload chunk is in; until then not unhandled.
  me.catch(() => undefined);
  // Asked behind the frame's thirty pieces of code, the small catalogues came last, and the frame
  // waited for them (six connections at a time over HTTP/1.1): the start-up ones, then the screen's.
  const screen = dashScreenOf(hash, readStored('version'));
  preloadCatalogues([...startNamespaces, ...(screen ? dashScreenNamespaces[screen] : ['dash'])]);
  preloadableParts.dashLayout.preload();
  import('./dash-preload.ts').then(
    ({ preloadDashScreen }) => preloadDashScreen(queryClient, hash, me),
    // Not fatal: each screen asks for its data when it renders, and reports a part that fails to load.
    () => undefined,
  );
}
