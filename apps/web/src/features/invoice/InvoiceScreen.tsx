import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useSession } from '../auth/session.ts';
import { BillingSections } from '../billing/components/BillingSections.tsx';

/**
 * `/dash/invoice` (the header menu's "Invoices"): the invoice history first, then the
 * subscription, the payment method and the billing information. Administrators only: the other
 * roles reach it by its address alone, and are told who sees it.
 */
export default function InvoiceScreen() {
  const { t } = useTranslation(['billing', 'dash']);
  const title = t('screens.invoice.title', { ns: 'dash' });
  useScreenTitle(title);
  const session = useSession();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {session.isLoading ? (
        <Skeleton height={200} radius="md" role="status" aria-label={t('overview.loading')} />
      ) : session.data?.permissions.includes('billing') ? (
        <BillingSections invoicesFirst />
      ) : (
        <Alert color="blue" variant="light" role="status" title={t('adminOnly.title')}>
          {t('adminOnly.text')}
        </Alert>
      )}
    </Stack>
  );
}
