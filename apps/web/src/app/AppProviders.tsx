import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsHost } from './NotificationsHost.tsx';
import { cssVariables, theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, notifications and server state for the whole app; i18n is set up before render.
 * Notifications load on demand (see NotificationsHost).
 * Modals are provided by the dashboard layout: Mantine's Modal brings Floating UI and scroll
 * locking, which the auth screen must not download.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
        <NotificationsHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
