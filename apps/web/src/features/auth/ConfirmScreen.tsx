import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { confirmRequest } from '@pagewise/shared/auth';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { useConfirmEmail } from './api/confirm-email.ts';
import { ErrorAlert } from './components/ErrorAlert.tsx';
import { InvalidLink } from './components/InvalidLink.tsx';
import { ResendConfirmationForm } from './components/ResendConfirmationForm.tsx';

const deadLinkKeys: readonly string[] = ['invalid_token', 'missing_id_or_token'];

/** Route `/confirm?token=…` (child of `/`): confirms the e-mail address from the sign-up e-mail. */
export default function ConfirmScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const parsed = confirmRequest.safeParse({ token: params.get('token') ?? '' });
  const token = parsed.success ? parsed.data.token : null;
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // A token works once: StrictMode's second effect run (and any re-render) must not send it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const loginButton = (
    <Button component={Link} to="/?tab=login">
      {t('confirm.toLogin')}
    </Button>
  );

  if (!token) {
    return (
      <InvalidLink hint={t('confirm.newLinkHint')}>
        <ResendConfirmationForm />
      </InvalidLink>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title={t('confirm.successTitle')}>
          {t('confirm.success', { email: confirm.data.email })}
        </Alert>
        {loginButton}
      </Stack>
    );
  }
  if (confirm.isError) {
    const key = confirm.error instanceof ApiError ? confirm.error.key : null;
    if (key && deadLinkKeys.includes(key)) {
      return (
        <InvalidLink hint={t('confirm.newLinkHint')}>
          <ResendConfirmationForm />
        </InvalidLink>
      );
    }
    if (key === 'user_already_confirmed') {
      return (
        <Stack gap="md">
          <Alert color="blue" variant="light">
            {t('user_already_confirmed', { ns: 'errors' })}
          </Alert>
          {loginButton}
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <ErrorAlert error={confirm.error} />
        <Button variant="light" onClick={() => mutate(token)}>
          {t('confirm.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('confirm.loading')}</Text>
    </Group>
  );
}
