import { Alert, Button, Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { lazyWithTimeout } from '../../app/lazy.ts';
import { ScreenBoundary } from '../../app/ScreenBoundary.tsx';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { translateError } from '../../lib/translate-error.ts';
import { useSession } from '../auth/session.ts';
import { sessionQueryKey } from '../auth/session-key.ts';
import { AccountTab } from './components/AccountTab.tsx';
import { AccountTimeZoneSettings } from './components/AccountTimeZoneSettings.tsx';
import { AdminOnlyNotice } from './components/AdminOnlyNotice.tsx';
import { BillingTab } from './components/BillingTab.tsx';
import { NotificationsTab } from './components/NotificationsTab.tsx';
import { ValidationSettings } from './components/ValidationSettings.tsx';
import { mayOpenSection, type SettingsSection, settingsSection, visibleSections } from './settingsSection.ts';

// Manage users is its own chunk: most users never open it.
const UsersTab = lazyWithTimeout(() => import('./users/UsersTab.tsx'));
const ApiKeysTab = lazyWithTimeout(() => import('./api-keys/ApiKeysTab.tsx'));

/** `/dash/settings/:tab?`: My account, Notifications, Manage users, API keys, Subscription and billing. */
export default function SettingsScreen() {
  const { t } = useTranslation(['settings', 'dash']);
  const title = t('screens.settings.title', { ns: 'dash' });
  useScreenTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <SettingsContent section={settingsSection(useParams().tab)} />
    </Stack>
  );
}

/** The tabs once the user is known, or the loading and error states of the session. */
function SettingsContent({ section }: { section: SettingsSection }) {
  const { t } = useTranslation(['settings', 'dash']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  if (session.isLoading) {
    return (
      <Center mih={200} role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  if (session.error || !session.data) {
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, session.error)}</Text>
          <Button
            variant="light"
            color="red"
            onClick={() => void queryClient.refetchQueries({ queryKey: sessionQueryKey })}
          >
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const me = session.data;
  const allowed = mayOpenSection(section, me.permissions);
  return (
    <Tabs value={section} keepMounted={false} onChange={(next) => next && navigate(`/dash/settings/${next}`)}>
      <Tabs.List mb="lg">
        {visibleSections(me.permissions).map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`screens.settings.sections.${value}`, { ns: 'dash' })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {allowed ? (
        <Tabs.Panel value={section}>
          <SectionContent section={section} me={me} />
        </Tabs.Panel>
      ) : (
        <Stack gap="lg">
          <AdminOnlyNotice section={section} />
          {/* Whether posts must be validated, and the account's zone, concern every role: the others read them here. */}
          {section === 'users' ? <ValidationSettings /> : null}
          {section === 'users' ? <AccountTimeZoneSettings /> : null}
        </Stack>
      )}
    </Tabs>
  );
}

function SectionContent({ section, me }: { section: SettingsSection; me: Me }) {
  switch (section) {
    case 'account':
      return <AccountTab me={me} />;
    case 'notifications':
      return <NotificationsTab me={me} />;
    case 'users':
      return (
        <ScreenBoundary>
          <UsersTab />
        </ScreenBoundary>
      );
    case 'api-keys':
      return (
        <ScreenBoundary>
          <ApiKeysTab />
        </ScreenBoundary>
      );
    case 'billing':
      return <BillingTab />;
  }
}
