import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/session.ts';
import { sessionQueryKey } from '../../features/auth/session-key.ts';
import { useUserColorScheme } from '../../features/auth/use-user-color-scheme.ts';
import { useUserLanguage } from '../../features/auth/use-user-language.ts';
import { TrialBadge } from '../../features/plan/components/TrialBadge.tsx';
import { InstallPopup } from '../../features/pwa/InstallPopup.tsx';
import { readStored } from '../../lib/storage.ts';
import { Brand } from '../Brand.tsx';
import { DatesLocale } from '../DatesLocale.tsx';
import { requestNotificationsHost } from '../notificationsHost.ts';
import { PageLoader } from '../PageLoader.tsx';
import { ScreenError } from '../ScreenError.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { headerHeight } from './header-height.ts';
import { Navigation } from './Navigation.tsx';
import { PlanLimitWatcher } from './PlanLimitWatcher.tsx';
import { RefreshTokenPrompt } from './RefreshTokenPrompt.tsx';
import { SupervisorBadge } from './SupervisorBadge.tsx';

/** The frame of every dash screen: header with menu, navigation, and the screen. */
export default function DashboardLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const session = useSession();
  const { t } = useTranslation(['dash', 'common']);
  const queryClient = useQueryClient();
  const speaksUserLanguage = useUserLanguage(session);
  useUserColorScheme(session);
  // The dashboard notifies often: its notifications component is loaded up front.
  useEffect(requestNotificationsHost, []);
  if (session.isLoading || !speaksUserLanguage) return <PageLoader />;
  if (session.error) {
    const retry = () => void queryClient.refetchQueries({ queryKey: sessionQueryKey });
    return <ScreenError error={session.error} onRetry={retry} />;
  }
  if (!session.data) return <Navigate to="/" replace />;
  const me = session.data;
  const supervisor = me.supervisor || readStored('supervisor') === 'true';

  return (
    <ModalsProvider>
      <DatesLocale>
        <AppShell
          header={{ height: headerHeight }}
          navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Burger
                  opened={navOpened}
                  onClick={nav.toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={t('nav.toggle')}
                />
                <Brand />
                {supervisor ? <SupervisorBadge /> : null}
                <TrialBadge />
              </Group>
              <HeaderMenu me={me} />
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="xs">
            <Navigation onNavigate={nav.close} />
          </AppShell.Navbar>
          <AppShell.Main>
            <Outlet />
            <InstallPopup />
            <RefreshTokenPrompt />
            <PlanLimitWatcher />
          </AppShell.Main>
        </AppShell>
      </DatesLocale>
    </ModalsProvider>
  );
}
