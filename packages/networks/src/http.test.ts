import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeApi } from './fake/fake-api.ts';
import { requestJson } from './http.ts';
import { isNetworkError, NetworkError } from './network-error.ts';

let api: FakeApi;
let published = 0;
beforeAll(async () => {
  api = await new FakeApi()
    .on('GET', '/items/:id', (request) => ({ json: { id: request.params.id } }))
    .on('POST', '/posts', () => {
      published += 1;
      return { json: { id: `post-${published}` } };
    })
    .start();
});
afterAll(() => api.close());

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

describe('requestJson', () => {
  it('returns the parsed body', async () => {
    expect(await requestJson({ url: `${api.url}/items/42` })).toEqual({ id: '42' });
  });

  it.each([
    [429, { 'retry-after': '17' }, 'rate_limited', 17],
    [401, {}, 'token_expired', undefined],
    [403, {}, 'reconnect', undefined],
    [500, {}, 'server_error', undefined],
    [503, { 'retry-after': '5' }, 'server_error', 5],
    [400, {}, 'rejected', undefined],
  ] as const)('turns %s into %s', async (status, headers, kind, retryAfterSeconds) => {
    api.failNext({ kind: 'status', status, json: { error: 'nope' }, headers });
    const error = await failure(requestJson({ url: `${api.url}/items/1` }));
    expect(error.kind).toBe(kind);
    expect(error.retryAfterSeconds).toBe(retryAfterSeconds);
  });

  it('calls a write whose answer was lost an unknown outcome, and a lost read a server error', async () => {
    api.failNext({ kind: 'lose-response' });
    const before = published;
    const write = await failure(
      requestJson({ method: 'POST', url: `${api.url}/posts`, json: {}, mutates: true, timeoutMs: 300 }),
    );
    expect(write.kind).toBe('unknown_outcome');
    expect(published).toBe(before + 1);

    api.failNext({ kind: 'hang' });
    const read = await failure(requestJson({ url: `${api.url}/items/1`, timeoutMs: 300 }));
    expect(read.kind).toBe('server_error');
  });

  it('lets the adapter read its own error body first', async () => {
    api.failNext({ kind: 'status', status: 400, json: { error: { code: 190 } } });
    const error = await failure(
      requestJson({ url: `${api.url}/items/1` }, (_status, body) =>
        (body as { error?: { code?: number } }).error?.code === 190
          ? new NetworkError('token_expired', 'Graph error 190')
          : undefined,
      ),
    );
    expect(error.kind).toBe('token_expired');
  });
});
