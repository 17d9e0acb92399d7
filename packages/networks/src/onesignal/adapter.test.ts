import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { networkFailure as failure } from '../fake/network-failure.ts';
import { createOneSignalAdapter } from './adapter.ts';
import { type OneSignalFake, startFakeOneSignal } from './fake.ts';

let fake: OneSignalFake;
let page: ConnectedPage;
const adapter = (timeoutMs?: number) => createOneSignalAdapter({ apiBaseUrl: fake.url, timeoutMs });
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'New article',
  link: 'https://example.com/a',
  images: [{ url: 'https://cdn.example.com/a.jpg', mime: 'image/jpeg' }],
  idempotencyKey: 'target-1',
  ...overrides,
});
const fields = { siteName: 'My blog', appId: 'app-1', restApiKey: 'os_v2_app_secret' };

beforeAll(async () => {
  fake = await startFakeOneSignal();
  fake.addApp('app-1', 'os_v2_app_secret', 25);
  fake.addApp('app-empty', 'legacy-key', 0);
  const connected = await adapter().connectWithForm?.(fields);
  const remote = connected?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.notifications.length = 0;
});

describe('onesignal connect', () => {
  it('connects one site named by its site name', () => {
    expect(page).toMatchObject({
      remoteId: 'app-1',
      name: 'My blog',
      credentials: { accessToken: 'os_v2_app_secret' },
    });
    expect(fake.calls.at(-1)?.headers.authorization).toBe('Key os_v2_app_secret');
  });

  it('names every missing field', async () => {
    const error = await failure(adapter().connectWithForm?.({ siteName: ' ', appId: 'app-1' }));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'fields.required:siteName,restApiKey' });
  });

  it('asks to reconnect on a bad key or an unknown app', async () => {
    const badKey = await failure(adapter().connectWithForm?.({ ...fields, restApiKey: 'wrong' }));
    expect(badKey).toMatchObject({ kind: 'reconnect', reason: 'onesignal_keys_invalid' });
    const badApp = await failure(adapter().connectWithForm?.({ ...fields, appId: 'nope' }));
    expect(badApp).toMatchObject({ kind: 'reconnect', reason: 'onesignal_app_not_found' });
  });
});

describe('onesignal publish', () => {
  it('sends to subscribed users with heading, link and image', async () => {
    const published = await adapter().publish?.(page, post({ title: 'Headline' }));
    expect(published?.remoteId).toBe('notif-1');
    expect(fake.state.notifications[0]?.body).toMatchObject({
      app_id: 'app-1',
      headings: { en: 'Headline' },
      contents: { en: 'New article' },
      url: 'https://example.com/a',
      chrome_web_image: 'https://cdn.example.com/a.jpg',
      included_segments: ['Subscribed Users'],
    });
  });

  it('does not send twice when the answer was lost: the read-back finds the first', async () => {
    fake.failNext({ kind: 'lose-response' });
    const lost = await failure(adapter(300).publish?.(page, post()));
    expect(lost.kind).toBe('unknown_outcome');
    const found = await adapter().findPublished?.(page, post());
    const retried = await adapter().publish?.(page, post());
    expect(fake.state.notifications).toHaveLength(1);
    expect(found?.remoteId).toBe(fake.state.notifications[0]?.id);
    expect(retried?.remoteId).toBe(found?.remoteId);
  });

  it('refuses when nobody is subscribed, and says what OneSignal refused', async () => {
    const empty = { ...page, remoteId: 'app-empty', credentials: { accessToken: 'legacy-key' } };
    const none = await failure(adapter().publish?.(empty, post()));
    expect(none).toMatchObject({ kind: 'rejected', reason: 'All included players are not subscribed' });
    expect(fake.calls.at(-1)?.headers.authorization).toBe('Basic legacy-key');
    const blank = await failure(adapter().publish?.(page, post({ text: '' })));
    expect(blank).toMatchObject({
      kind: 'rejected',
      reason: 'Message Notifications must have English language content',
    });
  });

  it.each([
    [429, 'rate_limited', { 'retry-after': '12' }, 12],
    [500, 'server_error', {}, undefined],
    [403, 'reconnect', {}, undefined],
  ] as const)('turns %s into %s', async (status, kind, headers, retryAfterSeconds) => {
    fake.failNext({ kind: 'status', status, headers, json: { errors: ['nope'] } });
    const error = await failure(adapter().publish?.(page, post()));
    expect(error).toMatchObject({ kind, retryAfterSeconds });
  });
});

describe('onesignal metrics', () => {
  it('reads subscribers and deliveries; a read time-out is a server error', async () => {
    await adapter().publish?.(page, post());
    const metrics = await adapter().readMetrics?.(page, 7);
    expect(metrics).toMatchObject({ followers: 25, impressions: 25, engagements: 0 });
    expect(metrics?.daily).toHaveLength(1);
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter(300).readMetrics?.(page, 7))).kind).toBe('server_error');
  });
});
