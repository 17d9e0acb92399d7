import type { Post } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let limited: Who;
let north: string;
let south: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  north = await sandboxPage(test, owner, 'North Shop');
  south = await sandboxPage(test, owner, 'South Shop');
  limited = await buildTeamMember(test, owner, 'editor', { pageIds: [north] });
});
afterAll(() => test.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function draft(who: Who, pageIds: string[], message: string): Promise<Post> {
  const response = await call(test, who, 'POST', '/api/posts', { intent: 'draft', pageIds, message });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Post;
}
const listed = async (who: Who, query = '') =>
  ((await call(test, who, 'GET', `/api/posts${query}`)).json().posts as Post[]).map((post) => post.id);

describe('posts of a user limited to some pages', () => {
  it('shows only posts with a publication on their pages, in the list, the export and one by one', async () => {
    const onNorth = await draft(owner, [north], 'North news');
    const onSouth = await draft(owner, [south], 'South news');
    const onBoth = await draft(owner, [north, south], 'News for both');

    const seen = await listed(limited);
    expect(seen).toEqual(expect.arrayContaining([onNorth.id, onBoth.id]));
    expect(seen).not.toContain(onSouth.id);
    expect(await listed(owner)).toEqual(expect.arrayContaining([onNorth.id, onSouth.id, onBoth.id]));
    expect(await listed(limited, `?pageId=${south}`)).toEqual([]);

    expect((await call(test, limited, 'GET', `/api/posts/${onSouth.id}`)).statusCode).toBe(404);
    expect((await call(test, limited, 'GET', `/api/posts/${onSouth.id}/history`)).statusCode).toBe(404);
    expect((await call(test, limited, 'GET', `/api/posts/${onBoth.id}`)).statusCode).toBe(200);

    const csv = (await call(test, limited, 'GET', '/api/posts/export.csv')).body;
    expect(csv).toContain('North news');
    expect(csv).not.toContain('South news');
    // One row per publication, and only those on the user's pages.
    expect(csv.split('\r\n').filter((line) => line.includes('News for both'))).toHaveLength(1);
  });

  it('edits, reschedules, publishes and deletes only posts whose every page they reach', async () => {
    const onSouth = await draft(owner, [south], 'Southern draft');
    const onBoth = await draft(owner, [north, south], 'Shared draft');
    const body = { intent: 'draft', pageIds: [north], message: 'Taken over' };

    for (const [method, url, payload] of [
      ['PUT', `/api/posts/${onBoth.id}`, body],
      ['PATCH', `/api/posts/${onBoth.id}/schedule`, { scheduledAt: inMinutes(60), applyToAll: true }],
      ['POST', `/api/posts/${onBoth.id}/publish-now`, undefined],
      ['DELETE', `/api/posts/${onBoth.id}`, undefined],
    ] as const) {
      const response = await call(test, limited, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toMatchObject({ key: 'forbidden', details: { reason: 'page_access' } });
    }
    expect((await call(test, limited, 'PUT', `/api/posts/${onSouth.id}`, body)).statusCode).toBe(404);
    expect((await call(test, limited, 'DELETE', `/api/posts/${onSouth.id}`)).statusCode).toBe(404);

    const untouched = (await call(test, owner, 'GET', `/api/posts/${onBoth.id}`)).json() as Post;
    expect(untouched).toMatchObject({
      message: 'Shared draft',
      pageIds: expect.arrayContaining([north, south]),
    });
  });

  it('treats a page out of reach named in a post like an unknown page', async () => {
    const response = await call(test, limited, 'POST', '/api/posts', {
      intent: 'draft',
      pageIds: [north, south],
      message: 'Everywhere',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ pageIds: 'post.page_unknown' });
  });

  it('shows a post on no page yet to its author only, and to users who reach every page', async () => {
    const colleague = await buildTeamMember(test, owner, 'editor', { pageIds: [north] });
    const early = await draft(limited, [], 'An idea, no page yet');
    expect(await listed(limited)).toContain(early.id);
    expect(await listed(colleague)).not.toContain(early.id);
    expect(await listed(owner)).toContain(early.id);

    const placed = await call(test, limited, 'PUT', `/api/posts/${early.id}`, {
      intent: 'draft',
      pageIds: [north],
      message: 'An idea for the north shop',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await listed(colleague)).toContain(early.id);
  });
});

describe('a writer', () => {
  it('saves and edits drafts, but may not schedule, publish or delete', async () => {
    const writer = await buildTeamMember(test, owner, 'writer');
    const written = await draft(writer, [north], 'A draft by the writer');
    const edited = await call(test, writer, 'PUT', `/api/posts/${written.id}`, {
      intent: 'draft',
      pageIds: [north],
      message: 'A better draft by the writer',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const schedule = { intent: 'schedule', pageIds: [north], message: 'Go', scheduledAt: inMinutes(60) };
    for (const [method, url, payload] of [
      ['POST', '/api/posts', schedule],
      ['POST', '/api/posts', { ...schedule, intent: 'now', scheduledAt: null }],
      ['PUT', `/api/posts/${written.id}`, schedule],
      ['POST', `/api/posts/${written.id}/publish-now`, undefined],
      ['DELETE', `/api/posts/${written.id}`, undefined],
    ] as const) {
      const response = await call(test, writer, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.key).toBe('forbidden');
    }
    // Moving a draft in the planner is editing it: its planned time changes, it stays a draft.
    const moved = await call(test, writer, 'PATCH', `/api/posts/${written.id}/schedule`, {
      scheduledAt: inMinutes(60),
      applyToAll: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await call(test, owner, 'GET', `/api/posts/${written.id}`)).json() as Post;
    expect(after.targets.map((target) => target.status)).toEqual(['draft']);
  });
});
