import { EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Settings → Subscription and billing: built in a later version, said honestly until then. */
export function BillingTab() {
  const { t } = useTranslation('dash');
  return (
    <EmptyState
      withIndicatorBackground
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
    />
  );
}
