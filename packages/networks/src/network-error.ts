/**
 * What went wrong on a network, said as what the caller should do next (ARCHITECTURE.md):
 * - `token_expired`: refresh the token, then retry;
 * - `reconnect`: the user must reconnect the page (revoked token, missing permission);
 * - `rate_limited`: wait `retryAfterSeconds`, then retry;
 * - `server_error`: the network failed; back off and retry;
 * - `rejected`: the network refused this content for good; show `reason`;
 * - `unknown_outcome`: the call may or may not have taken effect (a time-out after sending):
 *   read back on the network before any retry.
 */
export type NetworkErrorKind =
  | 'token_expired'
  | 'reconnect'
  | 'rate_limited'
  | 'server_error'
  | 'rejected'
  | 'unknown_outcome';

export class NetworkError extends Error {
  readonly kind: NetworkErrorKind;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** The network's own words, shown to the user when the content is refused. */
  readonly reason: string | undefined;

  constructor(
    kind: NetworkErrorKind,
    message: string,
    options: { status?: number; retryAfterSeconds?: number; reason?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'NetworkError';
    this.kind = kind;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }
}

export function isNetworkError(error: unknown, kind?: NetworkErrorKind): error is NetworkError {
  return error instanceof NetworkError && (kind === undefined || error.kind === kind);
}
