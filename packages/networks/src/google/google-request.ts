import type { HttpRequest } from '../http.ts';
import { requestWithHeaders } from '../http.ts';
import { readGoogleError } from './google-error.ts';

export type GoogleRequest = HttpRequest & { accessToken: string };

/** Authorised calls to Google APIs, reading Google's error bodies. */
export type GoogleClient = {
  call<T>(request: GoogleRequest): Promise<T>;
  callWithHeaders<T>(request: GoogleRequest): Promise<{ body: T; headers: Headers; status: number }>;
};

export function createGoogleClient(timeoutMs?: number): GoogleClient {
  const callWithHeaders = <T>({ accessToken, ...request }: GoogleRequest) =>
    requestWithHeaders<T>(
      {
        ...(timeoutMs ? { timeoutMs } : {}),
        ...request,
        headers: { authorization: `Bearer ${accessToken}`, ...request.headers },
      },
      readGoogleError,
    );
  return {
    callWithHeaders,
    call: async <T>(request: GoogleRequest) => (await callWithHeaders<T>(request)).body,
  };
}
