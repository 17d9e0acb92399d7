import { isNetworkError, type NetworkError } from '../network-error.ts';

/** For tests: the NetworkError a call fails with; anything else (or success) fails the test. */
export async function networkFailure(promise: Promise<unknown> | undefined): Promise<NetworkError> {
  const error = await Promise.resolve(promise).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}
