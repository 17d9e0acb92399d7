import { useRoutes } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { routes } from './routes.tsx';

/**
 * The routes of the app, inside whichever router holds the address: `HashRouter` in the browser,
 * `MemoryRouter` in tests. A plain router, not a data router: the auth screen loads ~16 KB less.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
