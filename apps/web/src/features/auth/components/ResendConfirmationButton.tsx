import { Button, Stack, Text } from '@mantine/core';
import { resendConfirmationRequest } from '@pagewise/shared/auth';
import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

/** Sends the confirmation e-mail again to an address the user already typed. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmation();
  const parsed = resendConfirmationRequest.safeParse({ email });
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      <Button
        variant="light"
        size="xs"
        loading={resend.isPending}
        onClick={() => resend.mutate(parsed.success ? parsed.data.email : email)}
      >
        {t('confirmation.resend')}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {t('confirmation.resent', { email })}
        </Text>
      )}
      {resend.isError && <ErrorAlert error={resend.error} />}
    </Stack>
  );
}
