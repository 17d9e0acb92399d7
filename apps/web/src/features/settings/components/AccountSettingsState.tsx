import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { AccountSettings } from '@pagewise/shared/collaboration';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useAccountSettings } from '../api/get-account-settings.ts';

/**
 * A card's content that reads the account's settings: a placeholder while they load, the failure
 * with a retry, then `children` with the settings. `section` names the card's texts (`loading`,
 * `loadFailed` in the settings namespace).
 */
export function AccountSettingsState(props: {
  section: 'validation' | 'timeZone';
  height: number;
  children: (settings: AccountSettings) => ReactNode;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const settings = useAccountSettings();
  if (settings.isPending) {
    return (
      <Skeleton height={props.height} radius="sm" role="status" aria-label={t(`${props.section}.loading`)} />
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title={t(`${props.section}.loadFailed`)}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{translateError(t, settings.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return props.children(settings.data);
}
