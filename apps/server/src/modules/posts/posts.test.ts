import type { Post } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let stranger: Awaited<ReturnType<typeof buildUser>>;
let pageA: string;
let pageB: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  pageA = await sandboxPage(test, owner, 'Harbour Café');
  pageB = await sandboxPage(test, owner, 'Harbour Bakery');
});
afterAll(() => test.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('posts', () => {
  it('saves a draft with its problems as warnings, then refuses to schedule it until they are fixed', async () => {
    const draft = await call(test, owner, 'POST', '/api/posts', {
      intent: 'draft',
      pageIds: [pageA],
      message: '',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const post = draft.json() as Post;
    expect(post.targets.map((target) => target.status)).toEqual(['draft']);
    expect(post.warnings.map((warning) => warning.key)).toContain('post.text_required');

    const refused = await call(test, owner, 'PUT', `/api/posts/${post.id}`, {
      intent: 'schedule',
      pageIds: [pageA],
      message: '',
      scheduledAt: inMinutes(5),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      message: 'post.text_required',
      scheduledAt: 'post.schedule_too_soon',
    });

    const scheduled = await call(test, owner, 'PUT', `/api/posts/${post.id}`, {
      intent: 'schedule',
      pageIds: [pageA, pageB],
      message: 'Opening hours change on Monday',
      scheduledAt: inMinutes(11),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((scheduled.json() as Post).targets.map((target) => target.status)).toEqual([
      'scheduled',
      'scheduled',
    ]);

    const history = (await call(test, owner, 'GET', `/api/posts/${post.id}/history`)).json();
    expect(history.entries.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated']);
    expect(history.entries[1].changes).toContainEqual({
      field: 'title',
      before: '',
      after: 'Opening hours change on Monday',
    });
  });

  it('publishes now on two pages, once each, with the lateness recorded', async () => {
    const created = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageA, pageB],
      message: 'Fresh bread at 7',
      link: 'https://example.com/bread',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await settledPost(test, owner, (created.json() as Post).id);
    expect(post.targets.map((target) => target.status)).toEqual(['posted', 'posted']);
    for (const target of post.targets) {
      expect(target.remoteId).toBeTruthy();
      expect(target.latenessMs).toBeGreaterThanOrEqual(0);
      expect(target.attempts).toBe(1);
    }
    const view = (await call(test, owner, 'GET', `/api/sandbox/pages/${pageA}`)).json();
    expect(view.posts.filter((item: { text: string }) => item.text === 'Fresh bread at 7')).toHaveLength(1);

    const again = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageA],
      message: 'Bread again',
      link: 'https://example.com/bread',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ key: 'post_already_posted', details: { pageIds: [pageA] } });

    const edit = await call(test, owner, 'PUT', `/api/posts/${post.id}`, {
      intent: 'now',
      pageIds: [pageA, pageB],
      message: 'Changed after posting',
    });
    expect(edit.statusCode).toBe(200);
    expect((edit.json() as Post).targets.map((target) => target.status)).toEqual(['posted', 'posted']);
  });

  it('lists by status, exports CSV, and deletes a published post on the network', async () => {
    const posted = (await call(test, owner, 'GET', '/api/posts?status=posted')).json();
    expect(posted.total).toBeGreaterThanOrEqual(1);
    expect(
      posted.posts.every((post: Post) => post.targets.some((target) => target.status === 'posted')),
    ).toBe(true);
    const scheduled = (await call(test, owner, 'GET', '/api/posts?status=scheduled')).json();
    expect(scheduled.posts.map((post: Post) => post.message)).toEqual(['Opening hours change on Monday']);

    const csv = await call(test, owner, 'GET', '/api/posts/export.csv?status=all');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('post_id,page,network,status');
    expect(csv.body).toContain('Harbour Café,sandbox,posted');

    const target = posted.posts[0] as Post;
    const deleting = await call(test, owner, 'DELETE', `/api/posts/${target.id}`);
    expect(deleting.statusCode).toBe(200);
    const deleted = await settledPost(test, owner, target.id);
    expect(deleted.targets.map((item) => item.status)).toEqual(['deleted', 'deleted']);
  });

  it('keeps templates per account', async () => {
    const saved = await call(test, owner, 'POST', '/api/post-templates', {
      name: 'Weekly menu',
      content: { message: 'This week: {{menu}}' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const list = (await call(test, owner, 'GET', '/api/post-templates')).json();
    expect(list.templates.map((template: { name: string }) => template.name)).toEqual(['Weekly menu']);
    expect((await call(test, stranger, 'GET', '/api/post-templates')).json().templates).toEqual([]);
    expect((await call(test, stranger, 'DELETE', `/api/post-templates/${saved.json().id}`)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 to another account for every post operation, and refuses its pages', async () => {
    const mine = (await call(test, owner, 'GET', '/api/posts')).json().posts[0] as Post;
    const future = inMinutes(30);
    const attempts = [
      ['GET', `/api/posts/${mine.id}`, undefined],
      ['PUT', `/api/posts/${mine.id}`, { intent: 'draft', pageIds: [], message: 'x' }],
      ['POST', `/api/posts/${mine.id}/publish-now`, undefined],
      ['PATCH', `/api/posts/${mine.id}/schedule`, { scheduledAt: future, applyToAll: true }],
      ['DELETE', `/api/posts/${mine.id}`, undefined],
      ['GET', `/api/posts/${mine.id}/history`, undefined],
      ['GET', '/api/posts/not-a-uuid', undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await call(test, stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(test, stranger, 'GET', '/api/posts')).json().posts).toEqual([]);
    const borrowed = await call(test, stranger, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageA],
      message: 'Not my page',
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.fields).toEqual({ pageIds: 'post.page_unknown' });
  });

  it('reschedules only more than 10 minutes ahead', async () => {
    const created = (
      await call(test, owner, 'POST', '/api/posts', {
        intent: 'schedule',
        pageIds: [pageA],
        message: 'Move me',
        scheduledAt: inMinutes(60),
      })
    ).json() as Post;
    const tooSoon = await call(test, owner, 'PATCH', `/api/posts/${created.id}/schedule`, {
      scheduledAt: inMinutes(5),
    });
    expect(tooSoon.statusCode).toBe(400);
    const moved = await call(test, owner, 'PATCH', `/api/posts/${created.id}/schedule`, {
      scheduledAt: inMinutes(120),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(new Date((moved.json() as Post).targets[0]?.dueAt ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 100 * 60_000,
    );
  });

  it("keeps a story after its standard post, and refuses another account's post as its origin", async () => {
    const standard = (
      await call(test, owner, 'POST', '/api/posts', {
        intent: 'schedule',
        pageIds: [pageA],
        message: 'New menu tonight',
        scheduledAt: inMinutes(60),
      })
    ).json() as Post;
    const before = await call(test, owner, 'POST', '/api/posts', {
      intent: 'schedule',
      kind: 'story',
      pageIds: [pageA],
      message: 'Story of the menu',
      mediaIds: [],
      storyOfPostId: standard.id,
      scheduledAt: inMinutes(30),
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.fields.scheduledAt).toBe('post.story_before_post');

    const foreign = await call(test, stranger, 'POST', '/api/posts', {
      intent: 'draft',
      kind: 'story',
      pageIds: [],
      message: 'Borrowed',
      storyOfPostId: standard.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ storyOfPostId: 'post.story_post_unknown' });
  });
});
