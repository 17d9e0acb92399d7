import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { usePlan } from '../../plan/api/get-plan.ts';
import { useBillingOverview } from '../api/get-billing.ts';
import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';
import { BillingInfoSection } from './BillingInfoSection.tsx';
import { BillingNotConfigured } from './BillingNotConfigured.tsx';
import { CheckoutNotice } from './CheckoutNotice.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';
import { PaymentMethodSection } from './PaymentMethodSection.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';

/**
 * Subscription and billing for administrators, as Settings → Subscription and billing and the
 * invoices screen show it: the subscription's state and last failed payment, the payment method,
 * the billing information and the invoices (first on the invoices screen). Back from Stripe
 * Checkout (`?checkout=`), the new payment method is confirmed here.
 */
export function BillingSections({ invoicesFirst = false }: { invoicesFirst?: boolean }) {
  const { t } = useTranslation(['billing', 'errors']);
  const overview = useBillingOverview();
  const account = usePlan().data;
  const checkout = useCheckoutReturn(t('checkout.paymentMethodSaved'));
  if (overview.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('overview.loading')}>
        <CheckoutNotice checkout={checkout} />
        <Skeleton height={120} radius="md" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  if (overview.isError) {
    return (
      <Stack gap="md">
        <CheckoutNotice checkout={checkout} />
        <Alert color="red" role="alert" title={t('overview.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, overview.error)}</Text>
            <Button variant="light" color="red" onClick={() => void overview.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const data = overview.data;
  const invoices = data.configured ? <InvoicesSection /> : null;
  return (
    <Stack gap="lg">
      <CheckoutNotice checkout={checkout} />
      {data.configured ? null : <BillingNotConfigured />}
      {invoicesFirst ? invoices : null}
      <SubscriptionSection overview={data} account={account} />
      {data.configured ? <PaymentMethodSection method={data.paymentMethod} /> : null}
      {data.configured ? <BillingInfoSection info={data.billingInfo} /> : null}
      {invoicesFirst ? null : invoices}
    </Stack>
  );
}
