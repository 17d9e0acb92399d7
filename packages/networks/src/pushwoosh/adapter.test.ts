import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { networkFailure as failure } from '../fake/network-failure.ts';
import { createPushwooshAdapter } from './adapter.ts';
import { type PushwooshFake, startFakePushwoosh } from './fake.ts';

let fake: PushwooshFake;
let page: ConnectedPage;
const adapter = (timeoutMs?: number) => createPushwooshAdapter({ apiBaseUrl: fake.url, timeoutMs });
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'New article',
  link: 'https://example.com/a',
  idempotencyKey: 'target-1',
  ...overrides,
});
const fields = { siteName: 'My blog', applicationCode: 'ABCDE-12345', accessToken: 'token-1' };

beforeAll(async () => {
  fake = await startFakePushwoosh();
  fake.addApplication('ABCDE-12345', 'token-1');
  const remote = (await adapter().connectWithForm?.(fields))?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.messages.length = 0;
});

describe('pushwoosh', () => {
  it('connects one site named by its site name, naming every missing field', async () => {
    expect(page).toMatchObject({
      remoteId: 'ABCDE-12345',
      name: 'My blog',
      credentials: { accessToken: 'token-1' },
    });
    const error = await failure(adapter().connectWithForm?.({ siteName: 'x' }));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'fields.required:applicationCode,accessToken' });
  });

  it('asks to reconnect on a bad token', async () => {
    const error = await failure(adapter().connectWithForm?.({ ...fields, accessToken: 'wrong' }));
    expect(error).toMatchObject({ kind: 'reconnect', reason: 'pushwoosh_access_denied' });
  });

  it('sends now with link, title and image', async () => {
    const image = { url: 'https://cdn.example.com/a.jpg', mime: 'image/jpeg' };
    const sent = await adapter().publish?.(page, post({ images: [image] }));
    expect(sent).toEqual({ remoteId: 'MSG-1' });
    expect(fake.state.messages[0]?.notification).toMatchObject({
      send_date: 'now',
      content: 'New article',
      link: 'https://example.com/a',
      chrome_title: 'My blog',
      chrome_image: image.url,
    });
  });

  it('reports refused content with Pushwoosh words', async () => {
    const error = await failure(adapter().publish?.(page, post({ text: '' })));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'Content is empty' });
  });

  it('calls a lost answer an unknown outcome; an immediate resend is deduplicated', async () => {
    fake.failNext({ kind: 'lose-response' });
    expect((await failure(adapter(300).publish?.(page, post()))).kind).toBe('unknown_outcome');
    expect(adapter().findPublished).toBeUndefined();
    await adapter().publish?.(page, post());
    expect(fake.state.messages).toHaveLength(1);
  });

  it.each([
    [429, 'rate_limited', { 'retry-after': '30' }, 30],
    [500, 'server_error', {}, undefined],
  ] as const)('turns %s into %s', async (status, kind, headers, retryAfterSeconds) => {
    fake.failNext({ kind: 'status', status, headers, json: { status_code: status, status_message: 'nope' } });
    expect(await failure(adapter().publish?.(page, post()))).toMatchObject({ kind, retryAfterSeconds });
  });

  it('calls a read time-out a server error', async () => {
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter(300).connectWithForm?.(fields))).kind).toBe('server_error');
  });
});
