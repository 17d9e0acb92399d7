import type { QueryClient } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** The app in the browser; `main.tsx` makes the query client so it can start requests before render. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
