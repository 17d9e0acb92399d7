import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';

/** A failed request, told in the user's language; `children` may offer what to do next. */
export function ErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" variant="light">
      {translateError(t, error)}
      {children}
    </Alert>
  );
}
