import { billingPeriods, paidPlanIds, planPriceCents, priceLookupKey } from '@pagewise/shared/plans';
import { render } from './expand.ts';
import { boolean, text, texts } from './form.ts';
import { page } from './list.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';
import type { Coupon, Price, Product, PromotionCode } from './types.ts';

/** The promotion codes the fake starts with: a coupon each (README.md says which). */
const startingCodes = [
  { code: 'WELCOME20', percentOff: 20, duration: 'once' },
  { code: 'PARTNER50', percentOff: 50, duration: 'forever' },
] as const;

/** Products and prices for every paid plan and period (`pagewise_<plan>_<period>`), and the codes. */
export function seedCatalog(store: Store) {
  const created = store.now();
  for (const plan of paidPlanIds) {
    const product = store.add<Product>({
      id: store.id('prod'),
      object: 'product',
      active: true,
      created,
      default_price: null,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: { plan },
      name: `Pagewise ${plan[0]?.toUpperCase()}${plan.slice(1)}`,
      tax_code: null,
      updated: created,
      url: null,
    });
    for (const period of billingPeriods) {
      const amount = planPriceCents(plan, period);
      const price = store.add<Price>({
        id: store.id('price'),
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created,
        currency: 'eur',
        livemode: false,
        lookup_key: priceLookupKey(plan, period),
        metadata: { plan, period },
        nickname: null,
        product: product.id,
        recurring: {
          interval: period === 'annual' ? 'year' : 'month',
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        },
        tax_behavior: 'unspecified',
        type: 'recurring',
        unit_amount: amount,
        unit_amount_decimal: String(amount),
      });
      if (period === 'monthly') product.default_price = price.id;
    }
  }
  for (const { code, percentOff, duration } of startingCodes) {
    const coupon = store.add<Coupon>({
      id: store.id('coupon'),
      object: 'coupon',
      amount_off: null,
      created,
      currency: null,
      duration,
      duration_in_months: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      name: `${percentOff}% off`,
      percent_off: percentOff,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    });
    store.add<PromotionCode>({
      id: store.id('promo'),
      object: 'promotion_code',
      active: true,
      code,
      created,
      customer: null,
      expires_at: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      promotion: { type: 'coupon', coupon: coupon.id },
      restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      times_redeemed: 0,
    });
  }
}

export function catalogRoutes(server: FakeServer, store: Store) {
  server.on('GET', '/v1/prices', ({ input }) => {
    const keys = texts(input, 'lookup_keys');
    const active = boolean(input, 'active');
    const product = text(input, 'product');
    const prices = store
      .all('price')
      .filter(
        (price) =>
          (!keys.length || keys.includes(price.lookup_key ?? '')) &&
          (active === undefined || price.active === active) &&
          (!product || price.product === product),
      );
    return { json: render(store, page(prices, input, '/v1/prices'), input) };
  });
  server.on('GET', '/v1/prices/:id', ({ params, input }) => ({
    json: render(store, store.get('price', params.id ?? ''), input),
  }));
  server.on('GET', '/v1/products/:id', ({ params, input }) => ({
    json: render(store, store.get('product', params.id ?? ''), input),
  }));
  server.on('GET', '/v1/coupons/:id', ({ params, input }) => ({
    json: render(store, store.get('coupon', params.id ?? ''), input),
  }));
  server.on('GET', '/v1/promotion_codes', ({ input }) => {
    const code = text(input, 'code');
    const active = boolean(input, 'active');
    const codes = store.all('promotion_code').filter(
      (promotion) =>
        // Stripe matches a code without regard to case.
        (!code || promotion.code.toLowerCase() === code.toLowerCase()) &&
        (active === undefined || promotion.active === active),
    );
    return { json: render(store, page(codes, input, '/v1/promotion_codes'), input) };
  });
  server.on('GET', '/v1/promotion_codes/:id', ({ params, input }) => ({
    json: render(store, store.get('promotion_code', params.id ?? ''), input),
  }));
}
