import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { networkFailure as failure } from '../fake/network-failure.ts';
import { createWebpushrAdapter } from './adapter.ts';
import { startFakeWebpushr, type WebpushrFake } from './fake.ts';

let fake: WebpushrFake;
let page: ConnectedPage;
const adapter = (timeoutMs?: number) => createWebpushrAdapter({ apiBaseUrl: fake.url, timeoutMs });
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'New article',
  link: 'https://example.com/a',
  idempotencyKey: 'target-1',
  ...overrides,
});
const fields = { siteName: 'My blog', restApiKey: 'key-1', authToken: 'auth-1' };

beforeAll(async () => {
  fake = await startFakeWebpushr();
  fake.addSite('key-1', 'auth-1');
  const remote = (await adapter().connectWithForm?.(fields))?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.notifications.length = 0;
});

describe('webpushr', () => {
  it('connects one site named by its site name, naming every missing field', async () => {
    expect(page).toMatchObject({
      name: 'My blog',
      credentials: { accessToken: 'auth-1', extra: { restApiKey: 'key-1' } },
    });
    // The key is half of the credentials: the page is known by its SHA-256, never by the key.
    expect(page.remoteId).toBe(createHash('sha256').update('key-1').digest('hex'));
    const error = await failure(adapter().connectWithForm?.({ restApiKey: 'key-1' }));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'fields.required:siteName,authToken' });
  });

  it('asks to reconnect on a bad token', async () => {
    const error = await failure(adapter().connectWithForm?.({ ...fields, authToken: 'wrong' }));
    expect(error).toMatchObject({ kind: 'reconnect', reason: 'webpushr_keys_invalid' });
  });

  it('sends to all subscribers with title, link and image', async () => {
    const image = { url: 'https://cdn.example.com/a.jpg', mime: 'image/jpeg' };
    expect(await adapter().publish?.(page, post({ images: [image] }))).toEqual({ remoteId: '1000' });
    expect(fake.state.notifications[0]?.body).toMatchObject({
      title: 'My blog',
      message: 'New article',
      target_url: 'https://example.com/a',
      image: image.url,
    });
  });

  it('reports refused content with Webpushr words', async () => {
    const error = await failure(adapter().publish?.(page, post({ text: 'x'.repeat(300) })));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'Invalid message' });
  });

  it('calls a lost answer an unknown outcome, with no read-back', async () => {
    fake.failNext({ kind: 'lose-response' });
    expect((await failure(adapter(300).publish?.(page, post()))).kind).toBe('unknown_outcome');
    expect(fake.state.notifications).toHaveLength(1);
    expect(adapter().findPublished).toBeUndefined();
  });

  it.each([
    [429, 'rate_limited', { 'retry-after': '9' }, 9],
    [503, 'server_error', {}, undefined],
  ] as const)('turns %s into %s', async (status, kind, headers, retryAfterSeconds) => {
    fake.failNext({ kind: 'status', status, headers, json: { status: 'failure', description: 'nope' } });
    expect(await failure(adapter().publish?.(page, post()))).toMatchObject({ kind, retryAfterSeconds });
  });

  it('calls a read time-out a server error', async () => {
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter(300).connectWithForm?.(fields))).kind).toBe('server_error');
  });
});
