import { StripeFake, type StripeFakeOptions } from './fake.ts';

export { StripeFake, type StripeFakeOptions } from './fake.ts';
export type { Call, Failure } from './server.ts';
export { fakeCardNumber } from './test-cards.ts';
export type { Delivery, ReleaseOptions } from './webhooks.ts';
export { signature } from './webhooks.ts';

/** Starts a fake Stripe (its URL is known before when a port is given; the webhook URL can be set after). */
export function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  return new StripeFake(options).start();
}

/** The environment a product process needs to use a fake Stripe at this URL. */
export function stripeFakeEnvironment(
  fake: StripeFake,
  secretKey = 'sk_test_pagewise_local',
  webhookSecret?: string,
) {
  return {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_API_URL: fake.url,
    ...(webhookSecret ? { STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
  };
}
