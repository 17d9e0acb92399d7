import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link from an e-mail that cannot be used (unknown, expired, incomplete), and what to do instead. */
export function InvalidLink({ hint, children }: { hint: string; children: ReactNode }) {
  const { t } = useTranslation('errors');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light">
        {t('invalid_token')}
      </Alert>
      <Text size="sm">{hint}</Text>
      {children}
    </Stack>
  );
}
