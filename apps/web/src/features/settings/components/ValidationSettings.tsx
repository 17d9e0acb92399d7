import { Alert, Button, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useAccountSettings } from '../api/get-account-settings.ts';
import { useUpdateAccountSettings } from '../api/update-account-settings.ts';
import { notifyError, notifySuccess } from '../notify.ts';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Spec §4 "validation of posts can be made mandatory": every post waits for a validation before
 * it goes out. Administrators (`manage_users`) change it; the other roles see how it is set.
 */
export function ValidationSettings() {
  const { t } = useTranslation(['settings', 'errors']);
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();
  const mayChange = useCan('manage_users');

  const toggle = (validationRequired: boolean) =>
    update.mutate(
      { validationRequired },
      {
        onSuccess: () =>
          notifySuccess(validationRequired ? t('validation.savedOn') : t('validation.savedOff')),
        onError: (error) => notifyError(t('validation.saveFailed', { reason: translateError(t, error) })),
      },
    );

  return (
    <SettingsCard title={t('validation.title')} description={t('validation.description')}>
      {settings.isPending ? (
        <Skeleton height={40} radius="sm" role="status" aria-label={t('validation.loading')} />
      ) : settings.isError ? (
        <Alert color="red" role="alert" title={t('validation.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateError(t, settings.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Switch
          checked={settings.data.validationRequired}
          onChange={(event) => toggle(event.currentTarget.checked)}
          disabled={!mayChange}
          label={t('validation.required')}
          description={mayChange ? t('validation.hint') : t('validation.readOnly')}
        />
      )}
    </SettingsCard>
  );
}
