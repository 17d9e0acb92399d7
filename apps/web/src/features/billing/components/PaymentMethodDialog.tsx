import { Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethodKind } from '@pagewise/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPaymentMethod } from '../api/add-payment-method.ts';
import { CheckoutDialogFooter } from './CheckoutDialogFooter.tsx';

const textKeys: Record<PaymentMethodKind, 'card' | 'sepa' | 'wallet'> = {
  card: 'card',
  sepa_debit: 'sepa',
  wallet: 'wallet',
};

/**
 * Before Stripe Checkout: what the payer will enter there, and for a SEPA Direct Debit the
 * mandate they accept (spec §9: a refund within 8 weeks of a debit, notice 2 days before each).
 */
export function PaymentMethodDialog({ kind, onClose }: { kind: PaymentMethodKind; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'errors']);
  const add = useAddPaymentMethod();
  const [leaving, setLeaving] = useState(false);
  const key = textKeys[kind];
  const go = () =>
    add.mutate(kind, {
      onSuccess: ({ checkoutUrl }) => {
        setLeaving(true);
        window.location.assign(checkoutUrl);
      },
    });
  return (
    <Modal opened onClose={onClose} title={t(`methodDialog.${key}.title`)}>
      <Stack gap="md">
        <Text size="sm">{t(`methodDialog.${key}.text`)}</Text>
        {kind === 'sepa_debit' ? (
          <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="sepa-mandate-title">
            <Stack gap={4}>
              <Title order={3} size="h5" id="sepa-mandate-title">
                {t('methodDialog.sepa.mandateTitle')}
              </Title>
              <Text size="sm">{t('methodDialog.sepa.mandate')}</Text>
            </Stack>
          </Paper>
        ) : null}
        <CheckoutDialogFooter
          failedTitle={t('methodDialog.failed')}
          error={add.isError ? add.error : null}
          leaving={leaving}
          pending={add.isPending}
          submitLabel={t('methodDialog.continue')}
          onSubmit={go}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
