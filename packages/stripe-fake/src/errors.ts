/** Errors answered as Stripe answers them: `{ error: { type, code, param, message, doc_url } }`. */
export type StripeErrorBody = {
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error' | 'rate_limit_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  [field: string]: unknown;
};

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;

  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export function docUrl(code: string): string {
  return `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

/** An unknown id: `No such customer: 'cus_x'`. */
export function missing(resource: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    param,
    message: `No such ${resource}: '${id}'`,
  });
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

/** The default body of a status queued with `failNext` when no error is given. */
export function errorForStatus(status: number): StripeErrorBody {
  if (status === 429)
    return {
      type: 'rate_limit_error',
      code: 'rate_limit',
      message: 'Too many requests hit the API too quickly.',
    };
  if (status === 409)
    return {
      type: 'invalid_request_error',
      code: 'lock_timeout',
      message:
        'This object cannot be accessed right now because another API request or Stripe process is currently accessing it.',
    };
  if (status >= 500) return { type: 'api_error', message: 'An unknown error occurred' };
  if (status === 402)
    return { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
  return { type: 'invalid_request_error', message: `The fake answered ${status} as asked.` };
}
