import { Stack, Switch } from '@mantine/core';
import type { Me, NotificationFlag } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useUpdateNotifications } from '../api/update-notifications.ts';
import { SettingsCard } from './SettingsCard.tsx';

/** Settings → Notifications: which e-mails this user receives, saved at each switch. */
export function NotificationsTab({ me }: { me: Me }) {
  const { t } = useTranslation('settings');
  const update = useUpdateNotifications();
  // The flags in the contract's order (the parsed answer follows the schema's shape), without
  // loading the schemas up front.
  const flags = Object.keys(me.notifications) as NotificationFlag[];

  const toggle = (flag: NotificationFlag, on: boolean) =>
    update.mutate(
      { ...me.notifications, [flag]: on },
      {
        onError: (error) => notifyError(t('notifications.saveFailed', { reason: translateError(t, error) })),
      },
    );

  return (
    <SettingsCard title={t('notifications.title')} description={t('notifications.description')}>
      <Stack gap="md">
        {flags.map((flag) => (
          <Switch
            key={flag}
            checked={me.notifications[flag]}
            onChange={(event) => toggle(flag, event.currentTarget.checked)}
            label={t(`notifications.flags.${flag}.label`)}
            description={t(`notifications.flags.${flag}.hint`)}
          />
        ))}
      </Stack>
    </SettingsCard>
  );
}
