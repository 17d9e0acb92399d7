import { invalidRequest } from './errors.ts';
import { list, type Params, requiredText, text } from './form.ts';
import type { Store } from './store.ts';
import type { Discount, Subscription } from './types.ts';

/** `discounts[0][promotion_code]` or `discounts[0][coupon]`, each resolved to its coupon. */
export function discountSources(store: Store, input: Params): { coupon: string; promotion: string | null }[] {
  return list(input, 'discounts').map((entry, index) => {
    if (typeof entry !== 'object' || Array.isArray(entry))
      throw invalidRequest('Invalid hash', `discounts[${index}]`);
    const code = text(entry, 'promotion_code');
    if (code) {
      const promotion = store.get('promotion_code', code, `discounts[${index}][promotion_code]`);
      if (!promotion.active)
        throw invalidRequest('This promotion code is not active.', `discounts[${index}][promotion_code]`);
      return { coupon: promotion.promotion.coupon, promotion: promotion.id };
    }
    const coupon = store.get('coupon', requiredText(entry, 'coupon'), `discounts[${index}][coupon]`);
    return { coupon: coupon.id, promotion: null };
  });
}

export function addDiscount(
  store: Store,
  subscription: Subscription,
  source: { coupon: string; promotion: string | null },
) {
  if (source.promotion) store.get('promotion_code', source.promotion).times_redeemed += 1;
  return store.add<Discount>({
    id: store.id('di'),
    object: 'discount',
    checkout_session: null,
    customer: subscription.customer,
    end: null,
    invoice: null,
    invoice_item: null,
    promotion_code: source.promotion,
    source: { type: 'coupon', coupon: source.coupon },
    start: store.now(),
    subscription: subscription.id,
    subscription_item: null,
  });
}
