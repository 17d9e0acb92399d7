import { Alert, Button, Checkbox, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { writeStored } from '../../../lib/storage.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { logout } from '../../auth/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { fieldErrorsOf, toldOnFields } from './server-field-errors.ts';

const removed = ['pages', 'posts', 'bots', 'users', 'settings'] as const;

/** The last word before the account and everything it owns are removed: password and consent. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const limit = useTextLimit();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { deleteAccountRequest } = await userSchemas();
      const invalid = schemaErrors(deleteAccountRequest, { password });
      if (invalid.password) return setPasswordError(String(invalid.password));
      await remove.mutateAsync(deleteAccountRequest.parse({ password }));
    } catch (error) {
      setFailure(error);
      const onField = fieldErrorsOf(error, 'password').password;
      return setPasswordError(typeof onField === 'string' ? onField : null);
    }
    notifySuccess(t('deleteAccount.deleted'));
    // The account's sessions went with it: forget the token first, so logging out does not ask the
    // server to end a session it no longer knows (its 401 would read as "your session expired").
    writeStored('token', null);
    await logout();
    navigate('/', { replace: true });
    queryClient.clear();
  };

  return (
    <Modal opened onClose={onClose} title={t('deleteAccount.dialogTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('deleteAccount.warning')}</Text>
          <List size="sm">
            {removed.map((item) => (
              <List.Item key={item}>{t(`deleteAccount.removed.${item}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={600}>
            {t('deleteAccount.final')}
          </Text>
          <PasswordInput
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            withAsterisk
            value={password}
            {...limit('password', password)}
            error={passwordError ? translateError(t, passwordError) : undefined}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
          />
          <Checkbox
            label={t('deleteAccount.understood')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
          {failure !== null && !toldOnFields(failure, ['password'], 'password') ? (
            <Alert color="red" role="alert">
              {translateError(t, failure)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!understood} loading={remove.isPending}>
              {t('deleteAccount.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
