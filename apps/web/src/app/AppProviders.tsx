import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { colorSchemeManager } from './color-scheme.ts';
import { NotificationsHost } from './NotificationsHost.tsx';
import { cssVariables, theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, notifications and server state for the whole app; i18n is set up before render.
 * The colour scheme follows the device ('auto') until the user picks one in the header menu.
 * Notifications load on demand (see NotificationsHost).
 * Modals are provided by the dashboard layout: Mantine's Modal brings Floating UI and scroll
 * locking, which the auth screen must not download.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariables}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <NotificationsHost />
        {/* What waits for its code or texts outside a screen's own boundary shows once they are in. */}
        <Suspense fallback={null}>{children}</Suspense>
      </MantineProvider>
    </QueryClientProvider>
  );
}
