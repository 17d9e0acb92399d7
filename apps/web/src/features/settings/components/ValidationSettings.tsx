import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useUpdateAccountSettings } from '../api/update-account-settings.ts';
import { AccountSettingsState } from './AccountSettingsState.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Spec §4 "validation of posts can be made mandatory": every post waits for a validation before
 * it goes out. Administrators (`manage_users`) change it; the other roles see how it is set.
 */
export function ValidationSettings() {
  const { t } = useTranslation(['settings', 'errors']);
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
      <AccountSettingsState section="validation" height={40}>
        {(settings) => (
          <Switch
            checked={settings.validationRequired}
            onChange={(event) => toggle(event.currentTarget.checked)}
            disabled={!mayChange}
            label={t('validation.required')}
            description={mayChange ? t('validation.hint') : t('validation.readOnly')}
          />
        )}
      </AccountSettingsState>
    </SettingsCard>
  );
}
