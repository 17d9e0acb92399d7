import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authSchemas } from '../../../lib/schemas.ts';
import { resendConfirmation } from '../api/resend-confirmation.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

/** The address as the shared schema reads it (trimmed, lower case); as typed if it refuses it. */
async function schemaEmail(email: string): Promise<string> {
  const { resendConfirmationRequest } = await authSchemas();
  const parsed = resendConfirmationRequest.safeParse({ email });
  return parsed.success ? parsed.data.email : email;
}

/** Sends the confirmation e-mail again to an address the user already typed. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useMutation({
    mutationFn: async (typed: string) => resendConfirmation(await schemaEmail(typed)),
  });
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      <Button variant="light" size="xs" loading={resend.isPending} onClick={() => resend.mutate(email)}>
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
