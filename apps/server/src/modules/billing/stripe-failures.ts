import { knownDeclineCode } from '@pagewise/shared/billing';
import type { ErrorKey } from '@pagewise/shared/errors';
import Stripe from 'stripe';
import { AppError } from '../../platform/errors.ts';

/**
 * What a Stripe error means for the write that met it: `refused` when Stripe answered and did
 * nothing, for good (a declined card, an invalid request); `busy` when it did nothing for now (a
 * rate limit, an object locked by another request): the same write may be sent again later;
 * `unknown` when no answer came or Stripe failed on its side: the write may have happened, and must
 * be read back.
 */
export type StripeFailure =
  | { outcome: 'refused'; errorKey: ErrorKey; declineCode: string | null; message: string }
  | { outcome: 'busy' | 'unknown'; message: string };

export function stripeFailureOf(error: unknown): StripeFailure | undefined {
  const { errors } = Stripe;
  if (error instanceof errors.StripeCardError) {
    return {
      outcome: 'refused',
      errorKey: 'payment_failed',
      declineCode: knownDeclineCode(error.decline_code ?? error.code),
      message: error.message,
    };
  }
  if (error instanceof errors.StripeConnectionError || error instanceof errors.StripeAPIError) {
    return { outcome: 'unknown', message: error.message };
  }
  if (error instanceof errors.StripeError) {
    const status = error.statusCode ?? 0;
    if (status >= 500) return { outcome: 'unknown', message: error.message };
    if (status === 429 || status === 409) return { outcome: 'busy', message: error.message };
    return { outcome: 'refused', errorKey: 'service_unavailable', declineCode: null, message: error.message };
  }
  return undefined;
}

/** The error the API answers for a write Stripe refused (or whose outcome is being read back). */
export function billingError(errorKey: ErrorKey, declineCode: string | null, cause?: unknown): AppError {
  if (errorKey === 'payment_failed') {
    const code = knownDeclineCode(declineCode);
    return new AppError('payment_failed', {
      message: `The payment was declined (${code})`,
      details: { declineCode: code },
      cause,
    });
  }
  if (errorKey === 'service_unavailable') {
    return new AppError('service_unavailable', {
      message: 'Stripe could not do this now: try again in a moment',
      cause,
    });
  }
  return new AppError(errorKey, { cause });
}

/** A Stripe error that says nothing was found (an unknown id). */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

/** A read from Stripe that failed: the screen says to try again (503), never a 500. */
export async function readFromStripe<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!stripeFailureOf(error)) throw error;
    throw billingError('service_unavailable', null, error);
  }
}

/**
 * A Stripe error that escaped a service (a read, mostly) answered as the API's own: a declined card
 * `payment_failed`, anything else `service_unavailable`: never a 500 for Stripe's trouble.
 */
export async function withStripeErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const failure = stripeFailureOf(error);
    if (!failure) throw error;
    if (failure.outcome === 'refused') throw billingError(failure.errorKey, failure.declineCode, error);
    throw billingError('service_unavailable', null, error);
  }
}
