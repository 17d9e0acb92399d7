import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import type { CheckoutReturn } from '../hooks/use-checkout-return.ts';

/** Back from Stripe Checkout: the payment being confirmed, or why it did not go through (a card's decline, kindly). */
export function CheckoutNotice({ checkout }: { checkout: CheckoutReturn }) {
  const { t } = useTranslation(['billing', 'errors']);
  if (checkout.status === 'completing') {
    return (
      <Alert variant="light" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('checkout.completing')}</Text>
        </Group>
      </Alert>
    );
  }
  if (checkout.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('checkout.failed')} withCloseButton onClose={checkout.dismiss}>
        {translateError(t, checkout.error)}
      </Alert>
    );
  }
  return null;
}
