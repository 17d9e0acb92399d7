import type { CheckoutLink, PaymentMethodRequest } from '@pagewise/shared/billing';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { openCheckout } from './open-checkout.ts';
import { stripeOf } from './stripe-client.ts';

/**
 * `POST /api/billing/payment-method`: Stripe Checkout where the payer enters a card (or a wallet's)
 * or a SEPA mandate; coming back completes it (the default payment method, and the subscription's).
 * Stripe failing to start it answers `card_save_failed` ("card save failed, try later").
 */
export async function addPaymentMethod(
  context: Pick<AppContext, 'database' | 'logger' | 'config'>,
  auth: Auth,
  input: PaymentMethodRequest,
): Promise<CheckoutLink> {
  authorize(auth, 'billing');
  stripeOf(context);
  try {
    return {
      checkoutUrl: await openCheckout(context, auth, { purpose: 'payment_method', kind: input.kind }),
    };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw error;
    throw new AppError('card_save_failed', {
      message: 'The payment method could not be saved: try later',
      cause: error,
    });
  }
}
