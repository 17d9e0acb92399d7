import { supports } from '@pagewise/networks/adapter';
import { postContent } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { postRow } from '../../test/post-row.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { openCredentials } from '../pages/credentials.ts';
import { pages } from '../pages/schema.ts';
import { outgoingPost } from '../publishing/outgoing-post.ts';

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
    // The comments a post draws at 5, 20 and 60 minutes (the audience's own come on top of them).
    const postComments = async () =>
      ((await adapter.readInbox?.(page, { stream: 'comments', cursor: null }))?.items ?? []).filter((item) =>
        item.remoteId.startsWith(`${first?.remoteId}.c`),
      );
    const comments = await postComments();
    expect(comments.map((comment) => comment.postRemoteId)).toEqual([
      first?.remoteId,
      first?.remoteId,
      first?.remoteId,
    ]);
    const after = await adapter.readMetrics?.(page, 7);
    expect(after?.followers).toBeGreaterThan(before?.followers ?? Infinity);

    await adapter.moderate?.(page, comments[0]?.remoteId ?? '', 'delete');
    expect(await postComments()).toHaveLength(2);

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

  it('keeps every detail a post carries, as the publishing engine sends it, and shows it on the page', async () => {
    const owner = await buildUser(test);
    const connected = await test.http.inject({
      method: 'POST',
      url: '/api/networks/sandbox/form',
      headers: owner.headers,
      payload: { fields: { pageName: 'Corner Bakery' } },
    });
    const pageId = connected.json().pages[0].id as string;
    const adapter = await test.app.context.networks.adapter('sandbox');
    const [row] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, pageId));
    if (!row) throw new Error('no page');
    const credentials = openCredentials(test.app.context.secrets, row.sealedCredentials);
    const page = { remoteId: row.remoteId, name: row.name, credentials };
    const poll = postRow(
      postContent.parse({
        kind: 'poll',
        message: 'Which bread tomorrow?',
        location: 'Rue du Four, Lyon',
        tags: ['@anna', '@bruno'],
        collaborators: ['@corner_coffee'],
        poll: { question: 'Which bread?', options: ['Rye', 'Spelt', ''], durationDays: 3 },
      }),
    );
    const story = postRow(postContent.parse({ kind: 'story', message: 'Behind the oven' }));
    for (const [row, key] of [
      [poll, 'poll-post'],
      [story, 'story-post'],
    ] as const) {
      await adapter.publish?.(page, outgoingPost(row, { id: pageId, kind: 'sandbox' }, new Map(), key));
    }
    const view = await test.http.inject({
      method: 'GET',
      url: `/api/sandbox/pages/${pageId}`,
      headers: owner.headers,
    });
    const details = (view.json().posts as { text: string; details: unknown }[]).map(({ text, details }) => ({
      text,
      details,
    }));
    expect(details).toEqual(
      expect.arrayContaining([
        {
          text: 'Which bread tomorrow?',
          details: {
            location: 'Rue du Four, Lyon',
            tags: ['@anna', '@bruno'],
            collaborators: ['@corner_coffee'],
            poll: { question: 'Which bread?', options: ['Rye', 'Spelt'], durationDays: 3 },
          },
        },
        { text: 'Behind the oven', details: { format: 'story' } },
      ]),
    );
  });
});
