import type { CheckoutLink, PaymentMethodKind } from '@pagewise/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';

/**
 * `POST /billing/payment-method`: a Stripe Checkout session where the payer enters the card, the
 * IBAN or picks the wallet (no payment detail ever reaches Pagewise). The browser goes there next.
 */
export async function addPaymentMethod(kind: PaymentMethodKind): Promise<CheckoutLink> {
  const { checkoutLink } = await billingSchemas();
  return checkoutLink.parse(await api<unknown>('POST', '/billing/payment-method', { kind }));
}

export function useAddPaymentMethod() {
  return useMutation({ mutationFn: addPaymentMethod });
}
