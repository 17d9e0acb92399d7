import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordRequest } from '@pagewise/shared/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { useEmailForm } from './use-email-form.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const { form, inputProps, submit } = useEmailForm(forgotPasswordRequest, forgot);
  const limit = useTextLimit();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('forgot.intro')}</Text>
        <TextInput
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          {...inputProps('email')}
          {...limit('email', form.values.email)}
        />
        {forgot.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t('forgot.sent', { email: forgot.variables })}
          </Alert>
        )}
        {forgot.isError && !form.errors.email && <ErrorAlert error={forgot.error} />}
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
        <Anchor component={Link} to="/?tab=login" size="sm" ta="center">
          {t('forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
