import { Button, Stack, Text, TextInput } from '@mantine/core';
import { resendConfirmationRequest } from '@pagewise/shared/auth';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { useEmailForm } from './use-email-form.ts';

/** Asks for a new confirmation e-mail when the user arrives from a dead link. */
export function ResendConfirmationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmation();
  const { form, inputProps, submit } = useEmailForm(resendConfirmationRequest, resend);
  const limit = useTextLimit();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          {...inputProps('email')}
          {...limit('email', form.values.email)}
        />
        <Button type="submit" variant="light" loading={resend.isPending}>
          {t('confirmation.resend')}
        </Button>
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {t('confirmation.resent', { email: resend.variables })}
          </Text>
        )}
        {resend.isError && !form.errors.email && <ErrorAlert error={resend.error} />}
      </Stack>
    </form>
  );
}
