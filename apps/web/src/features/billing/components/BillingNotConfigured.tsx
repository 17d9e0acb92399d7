import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Without Stripe's keys, nothing is bought here: an administrator assigns plans with the server's command. */
export function BillingNotConfigured() {
  const { t } = useTranslation('billing');
  return (
    <Alert color="blue" variant="light" role="status" title={t('notConfigured.title')}>
      {t('notConfigured.text')}
    </Alert>
  );
}
