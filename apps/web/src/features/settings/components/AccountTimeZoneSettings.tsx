import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useUpdateAccountSettings } from '../api/update-account-settings.ts';
import { AccountSettingsState } from './AccountSettingsState.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { fieldErrorsOf } from './server-field-errors.ts';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

/**
 * The account's IANA time zone (proposed by the sign-up): its members see dates in it unless they
 * chose their own, and its days are those of the bots' daily limits and the e-mails.
 * Administrators (`manage_users`) change it; the other roles see it.
 */
export function AccountTimeZoneSettings() {
  const { t } = useTranslation(['settings', 'errors']);
  return (
    <SettingsCard title={t('timeZone.title')} description={t('timeZone.description')}>
      <AccountSettingsState section="timeZone" height={60}>
        {(settings) => <AccountTimeZoneForm saved={settings.timeZone} />}
      </AccountSettingsState>
    </SettingsCard>
  );
}

function AccountTimeZoneForm({ saved }: { saved: string }) {
  const { t } = useTranslation(['settings', 'errors']);
  const update = useUpdateAccountSettings();
  const mayChange = useCan('manage_users');
  const [zone, setZone] = useState(saved);
  // A refusal the field cannot tell (the server down, no right) shows below it.
  const [failure, setFailure] = useState<unknown>(null);
  const fieldError = failure === null ? undefined : fieldErrorsOf(failure).timeZone;

  const save = () => {
    setFailure(null);
    update.mutate(
      { timeZone: zone },
      {
        onSuccess: (settings) => notifySuccess(t('timeZone.saved', { zone: settings.timeZone })),
        onError: setFailure,
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <TimeZoneSelect
          label={t('timeZone.label')}
          description={mayChange ? t('timeZone.hint') : t('timeZone.readOnly')}
          value={zone}
          onChange={(next) => {
            setFailure(null);
            if (next) setZone(next);
          }}
          disabled={!mayChange}
          error={typeof fieldError === 'string' ? translateError(t, fieldError) : undefined}
        />
        {failure !== null && !fieldError ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        {mayChange ? (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={zone === saved}>
              {t('timeZone.submit')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
