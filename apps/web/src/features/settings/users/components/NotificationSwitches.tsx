import { Stack, Switch, Text } from '@mantine/core';
import { type NotificationSettings, notificationFlags } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';

interface NotificationSwitchesProps {
  value: NotificationSettings;
  onChange: (value: NotificationSettings) => void;
}

/** The five e-mail notifications of spec §3, one switch each. */
export function NotificationSwitches({ value, onChange }: NotificationSwitchesProps) {
  const { t } = useTranslation('team');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('notifications.intro')}
      </Text>
      {notificationFlags.map((flag) => (
        <Switch
          key={flag}
          label={t(`notifications.${flag}`)}
          checked={value[flag]}
          onChange={(event) => onChange({ ...value, [flag]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
