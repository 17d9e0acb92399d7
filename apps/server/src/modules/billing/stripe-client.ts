import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The Stripe SDK for this configuration, or `billing_not_configured` without STRIPE_SECRET_KEY.
 * Automatic retries are off: each write is claimed and keyed here (billing-operations.ts), and a
 * lost answer is read back before anything is sent again. (The SDK still repeats a request once
 * when the connection closes before an answer, with the same Idempotency-Key: Stripe answers it
 * with the first answer.)
 */
export function stripeOf(context: Pick<AppContext, 'config'>): Stripe {
  const settings = context.config.stripe;
  if (!settings) throw billingNotConfigured();
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      host: settings.api.host,
      port: settings.api.port,
      protocol: settings.api.protocol,
      maxNetworkRetries: 0,
      timeout: settings.timeoutMs,
      telemetry: false,
      appInfo: { name: 'Pagewise' },
    });
    clients.set(settings, client);
  }
  return client;
}

export function billingConfigured(context: Pick<AppContext, 'config'>): boolean {
  return context.config.stripe !== undefined;
}

export function billingNotConfigured(): AppError {
  return new AppError('billing_not_configured', {
    message: 'Billing is not configured on this server (STRIPE_SECRET_KEY is not set)',
  });
}

/** An id, whether Stripe sent it alone or as the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe's time of an answer (its `Date` header, in whole seconds), so that states read from an
 * answer and from events compare on Stripe's clock; the local clock when the header is missing.
 */
export function answeredAt(
  object: { lastResponse?: { headers?: Record<string, string> } } | object,
  now: Date,
): Date {
  const headers = (object as { lastResponse?: { headers?: Record<string, string> } }).lastResponse?.headers;
  const date = headers?.date ?? headers?.Date;
  const parsed = date ? new Date(date) : undefined;
  return parsed && !Number.isNaN(parsed.getTime())
    ? parsed
    : new Date(Math.floor(now.getTime() / 1000) * 1000);
}
