import { supports } from '@pagewise/networks/adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
let clock = new Date('2026-11-22T09:00:00Z');
beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
});
afterAll(() => test.close());

describe('the sandbox network', () => {
  it('publishes once per idempotency key, reads back, draws comments over time, grows, and deletes', async () => {
    const adapter = await test.app.context.networks.adapter('sandbox');
    expect(
      supports(adapter, 'publish') && supports(adapter, 'readInbox') && supports(adapter, 'readMetrics'),
    ).toBe(true);
    const connected = await adapter.connectWithForm?.({ pageName: 'Harbour Café' });
    const remote = connected?.pages[0];
    if (!remote) throw new Error('no sandbox page');
    const page = { remoteId: remote.remoteId, name: remote.name, credentials: remote.credentials };
    const post = { text: 'Fresh croissants at 7!', idempotencyKey: 'post-1:target-1' };

    const first = await adapter.publish?.(page, post);
    const again = await adapter.publish?.(page, post);
    expect(again?.remoteId).toBe(first?.remoteId);
    expect(await adapter.findPublished?.(page, post)).toEqual(first);
    expect(await adapter.findPublished?.(page, { ...post, idempotencyKey: 'other' })).toBeNull();

    const before = await adapter.readMetrics?.(page, 7);
    clock = new Date(clock.getTime() + 90 * 60_000);
    const comments =
      (await adapter.readInbox?.(page, new Date(0)))?.filter((item) => item.type === 'comment') ?? [];
    expect(comments.map((comment) => comment.postRemoteId)).toEqual([
      first?.remoteId,
      first?.remoteId,
      first?.remoteId,
    ]);
    const after = await adapter.readMetrics?.(page, 7);
    expect(after?.followers).toBeGreaterThan(before?.followers ?? Infinity);

    await adapter.moderate?.(page, comments[0]?.remoteId ?? '', 'delete');
    expect(
      (await adapter.readInbox?.(page, new Date(0)))?.filter((item) => item.type === 'comment'),
    ).toHaveLength(2);

    await adapter.deletePost?.(page, first?.remoteId ?? '');
    expect(await adapter.findPublished?.(page, post)).toBeNull();
  });

  it('refuses a page whose token is wrong', async () => {
    const adapter = await test.app.context.networks.adapter('sandbox');
    const connected = await adapter.connectWithForm?.({ pageName: 'Other' });
    const remote = connected?.pages[0];
    const page = { remoteId: remote?.remoteId ?? '', name: 'x', credentials: { accessToken: 'forged' } };
    await expect(adapter.publish?.(page, { text: 'x', idempotencyKey: 'k' })).rejects.toMatchObject({
      kind: 'reconnect',
    });
  });

  it("shows the owner the sandbox page's posts, and another account nothing", async () => {
    const owner = await buildUser(test);
    const stranger = await buildUser(test);
    const connected = await test.http.inject({
      method: 'POST',
      url: '/api/networks/sandbox/form',
      headers: owner.headers,
      payload: { fields: { pageName: 'Shop Window' } },
    });
    const pageId = connected.json().pages[0].id as string;
    const view = await test.http.inject({
      method: 'GET',
      url: `/api/sandbox/pages/${pageId}`,
      headers: owner.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      name: 'Shop Window',
      posts: [],
      metrics: { followers: expect.any(Number) },
    });
    const other = await test.http.inject({
      method: 'GET',
      url: `/api/sandbox/pages/${pageId}`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
