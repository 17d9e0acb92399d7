import type { HttpRequest } from '../http.ts';
import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';
import { readTikTokError, type TikTokEnvelope } from './tiktok-error.ts';

export type TikTokClient = {
  call<T>(request: Omit<HttpRequest, 'url'> & { path: string; accessToken: string }): Promise<T>;
};

/** Calls to open.tiktokapis.com: bearer token, JSON, and the envelope's error code checked on 2xx too. */
export function createTikTokClient(apiBaseUrl: string, timeoutMs?: number): TikTokClient {
  return {
    async call<T>({
      path,
      accessToken,
      ...request
    }: Omit<HttpRequest, 'url'> & { path: string; accessToken: string }) {
      const answer = await requestJson<{ data?: T } & TikTokEnvelope>(
        {
          ...(timeoutMs ? { timeoutMs } : {}),
          ...request,
          url: `${apiBaseUrl.replace(/\/$/, '')}${path}`,
          headers: { authorization: `Bearer ${accessToken}`, ...request.headers },
        },
        readTikTokError,
      );
      const failure = readTikTokError(200, answer, new Headers());
      if (failure) throw failure;
      if (answer.data === undefined)
        throw new NetworkError('server_error', `TikTok ${path} answered without data`);
      return answer.data;
    },
  };
}
