import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethod, PaymentMethodKind } from '@pagewise/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandName, cardExpiry, walletName } from '../payment-method-words.ts';
import { PaymentMethodDialog } from './PaymentMethodDialog.tsx';

/**
 * The payment method on file (a card's brand, last digits and expiry, its wallet; a SEPA
 * mandate's IBAN end), and the ways to add one: card, SEPA Direct Debit, wallet, each entered on
 * Stripe Checkout.
 */
export function PaymentMethodSection({ method }: { method: PaymentMethod | null }) {
  const { t } = useTranslation('billing');
  const [adding, setAdding] = useState<PaymentMethodKind | null>(null);
  return (
    <Paper component="section" aria-labelledby="payment-method-title" withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payment-method-title">
          {t('method.title')}
        </Title>
        <MethodOnFile method={method} />
        <Text size="sm" c="dimmed">
          {t('method.secure')}
        </Text>
        <Group gap="sm">
          <Button variant="light" onClick={() => setAdding('card')}>
            {t('method.addCard')}
          </Button>
          <Button variant="light" onClick={() => setAdding('sepa_debit')}>
            {t('method.addSepa')}
          </Button>
          <Button variant="light" onClick={() => setAdding('wallet')}>
            {t('method.addWallet')}
          </Button>
        </Group>
      </Stack>
      {adding ? <PaymentMethodDialog kind={adding} onClose={() => setAdding(null)} /> : null}
    </Paper>
  );
}

function MethodOnFile({ method }: { method: PaymentMethod | null }) {
  const { t } = useTranslation('billing');
  if (!method) return <Text size="sm">{t('method.none')}</Text>;
  if (method.kind === 'sepa_debit') {
    return (
      <Text fw={500} data-payment-method="sepa_debit">
        {t('method.sepa', { last4: method.last4 })}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-payment-method="card">
      <Text fw={500}>{t('method.card', { brand: cardBrandName(method.brand), last4: method.last4 })}</Text>
      <Text size="sm">{t('method.expires', { date: cardExpiry(method.expMonth, method.expYear) })}</Text>
      {method.wallet ? (
        <Text size="sm">{t('method.wallet', { wallet: walletName(method.wallet) })}</Text>
      ) : null}
    </Stack>
  );
}
