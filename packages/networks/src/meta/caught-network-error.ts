import { isNetworkError, type NetworkError } from '../network-error.ts';

/** For tests: the NetworkError a call fails with (and a plain failure if it succeeds). */
export async function caughtNetworkError(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

/** For tests: a PKCE pair (RFC 7636, S256). */
export async function pkcePair(): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const { createHash, randomBytes } = await import('node:crypto');
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** For tests: follows an authorization URL to a fake's dialog and returns the code it hands back. */
export async function codeFromDialog(authorizationUrl: string): Promise<{ code: string; state: string }> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}
