import type { PostNote, Validator } from '@pagewise/shared/collaboration';
import type { SharedPlannerResponse } from '@pagewise/shared/planner';
import type { Post } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
type Who = Awaited<ReturnType<typeof buildUser>>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const range = `from=${encodeURIComponent(inDays(-1))}&to=${encodeURIComponent(inDays(10))}`;
const tokenOf = (validator: Validator) => {
  const token = new URL(validator.accessUrl ?? 'http://none/').hash.split('token=')[1];
  if (!token) throw new Error(`no token in ${validator.accessUrl}`);
  return decodeURIComponent(token);
};

/** A request of the shared planner, with the link's token (or none). */
function asValidator(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return test.http.inject({
    method,
    url,
    headers: token === null ? {} : { 'x-planner-token': token },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function schedule(who: Who, pageIds: string[], message: string, days = 2): Promise<string> {
  const response = await call(test, who, 'POST', '/api/posts', {
    intent: 'schedule',
    pageIds,
    message,
    scheduledAt: inDays(days),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function addValidator(who: Who, pageIds: string[], firstname = 'Vera'): Promise<Validator> {
  const response = await call(test, who, 'POST', '/api/validators', {
    firstname,
    lastname: 'Client',
    email: `${firstname}-${Date.now()}@client.example`,
    pageIds,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Validator;
}

async function assign(who: Who, postId: string, validatorId: string) {
  const response = await call(test, who, 'PUT', `/api/posts/${postId}/assignment`, {
    assignee: { kind: 'validator', id: validatorId },
    notify: false,
  });
  expect(response.statusCode, response.body).toBe(200);
}

// One account: the Bakery page is shared with Vera, the Florist page is not.
let admin: Who;
let bakery: string;
let florist: string;
let vera: Validator;
let token: string;
const posts = {} as Record<'assigned' | 'unassigned' | 'floristOnly' | 'both' | 'otherAccount', string>;

beforeAll(async () => {
  test = await startTestApp();
  admin = await buildUser(test, { company: 'Agence Nord' });
  bakery = await sandboxPage(test, admin, 'Bakery');
  florist = await sandboxPage(test, admin, 'Florist');
  vera = await addValidator(admin, [bakery]);
  token = tokenOf(vera);
  posts.assigned = await schedule(admin, [bakery], 'Croissants at dawn');
  await assign(admin, posts.assigned, vera.id);
  posts.unassigned = await schedule(admin, [bakery], 'Bread of the week', 3);
  posts.floristOnly = await schedule(admin, [florist], 'Tulips are back');
  posts.both = await schedule(admin, [bakery, florist], 'Flowers and bread', 4);
  // A draft on no page yet: its author sees it in their planner, a validator never does.
  const early = await call(test, admin, 'POST', '/api/posts', {
    intent: 'draft',
    pageIds: [],
    message: 'An idea',
    scheduledAt: inDays(5),
  });
  expect(early.statusCode, early.body).toBe(201);
  const other = await buildUser(test);
  posts.otherAccount = await schedule(other, [await sandboxPage(test, other, 'Bakery')], 'Not yours');
}, 120_000);
afterAll(() => test.close());

describe('GET /api/shared-planner', () => {
  it("opens with the link's token on the shared pages only, nothing movable", async () => {
    const zone = await call(test, admin, 'PATCH', '/api/account/settings', { timeZone: 'Asia/Tokyo' });
    expect(zone.statusCode, zone.body).toBe(200);
    const response = await asValidator(token, 'GET', `/api/shared-planner?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    const planner = response.json() as SharedPlannerResponse;
    expect(planner.validator).toEqual({
      id: expect.any(String),
      firstname: 'Vera',
      lastname: 'Client',
      kind: 'sharedPlanner',
    });
    expect(planner.accountName).toBe('Agence Nord');
    // The account's zone, which the shared planner reads its times in.
    expect(planner.timeZone).toBe('Asia/Tokyo');
    expect(planner.pages).toEqual([{ id: bakery, name: 'Bakery', kind: 'sandbox' }]);
    expect(planner.items.map((item) => [item.postId, item.pageId])).toEqual([
      [posts.assigned, bakery],
      [posts.unassigned, bakery],
      [posts.both, bakery],
    ]);
    expect(planner.items.every((item) => !item.movable)).toBe(true);
    expect(planner.items[0]).toMatchObject({
      kind: 'awaiting',
      validation: 'awaiting',
      assigneeName: 'Vera Client',
    });
    expect(response.body).not.toMatch(/Florist|Tulips|An idea|Not yours/);
  });

  it('names the range field it refuses', async () => {
    const tooLong = `from=${encodeURIComponent(inDays(0))}&to=${encodeURIComponent(inDays(63))}`;
    const backwards = `from=${encodeURIComponent(inDays(2))}&to=${encodeURIComponent(inDays(1))}`;
    for (const query of [tooLong, backwards]) {
      const response = await asValidator(token, 'GET', `/api/shared-planner?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'invalid_data',
        fields: { to: 'validation.invalid' },
      });
    }
    const malformed = await asValidator(token, 'GET', '/api/shared-planner?from=yesterday');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toMatchObject({
      from: 'validation.invalid',
      to: expect.any(String),
    });
  });

  it('answers 401 planner_link_invalid without a link, with an unknown one, before reading the input', async () => {
    for (const guess of [null, '', 'not-a-token', `${token}x`, 'x'.repeat(500)]) {
      const response = await asValidator(guess, 'GET', '/api/shared-planner?from=bad');
      expect(response.statusCode, String(guess)).toBe(401);
      expect(response.json().error.key).toBe('planner_link_invalid');
    }
  });

  it('refuses a session in place of the link', async () => {
    const response = await test.http.inject({
      method: 'GET',
      url: `/api/shared-planner?${range}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.key).toBe('planner_link_invalid');
  });
});

describe('the token is not a session', () => {
  it('opens nothing else of the API, in either header', async () => {
    for (const url of [
      '/api/posts',
      `/api/posts/${posts.assigned}`,
      '/api/pages',
      '/api/validators',
      '/api/users/me',
    ]) {
      for (const headers of [{ 'x-planner-token': token }, { authorization: `Bearer ${token}` }]) {
        const response = await test.http.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${Object.keys(headers)[0]}`).toBe(401);
      }
    }
  });
});

describe('a post in the shared planner', () => {
  it('shows a post of a shared page with only its shared publications', async () => {
    const response = await asValidator(token, 'GET', `/api/shared-planner/posts/${posts.both}`);
    expect(response.statusCode, response.body).toBe(200);
    const post = response.json() as Post;
    expect(post).toMatchObject({ id: posts.both, message: 'Flowers and bread', pageIds: [bakery] });
    expect(post.targets.map((target) => target.pageName)).toEqual(['Bakery']);
    expect(response.body).not.toContain(florist);
  });

  it('does not show a post of a page not shared, nor of another account (404)', async () => {
    for (const postId of [posts.floristOnly, posts.otherAccount, 'not-a-uuid', crypto.randomUUID()]) {
      for (const [method, url, body] of [
        ['GET', `/api/shared-planner/posts/${postId}`],
        ['POST', `/api/shared-planner/posts/${postId}/validation`, { decision: 'validated' }],
        ['GET', `/api/shared-planner/posts/${postId}/notes`],
        ['POST', `/api/shared-planner/posts/${postId}/notes`, { text: 'Looks good' }],
      ] as const) {
        const response = await asValidator(token, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('lets the validator decide the post assigned to them, and only that one (403)', async () => {
    const refused = await asValidator(
      token,
      'POST',
      `/api/shared-planner/posts/${posts.unassigned}/validation`,
      {
        decision: 'validated',
      },
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.key).toBe('forbidden');

    const response = await asValidator(
      token,
      'POST',
      `/api/shared-planner/posts/${posts.assigned}/validation`,
      {
        decision: 'validated',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Post).validation).toMatchObject({
      state: 'validated',
      assignee: { kind: 'validator', id: vera.id, name: 'Vera Client' },
      decidedByName: 'Vera Client',
    });
    // The team sees the decision.
    const seen = (await call(test, admin, 'GET', `/api/posts/${posts.assigned}`)).json() as Post;
    expect(seen.validation.state).toBe('validated');
    const unchanged = (await call(test, admin, 'GET', `/api/posts/${posts.unassigned}`)).json() as Post;
    expect(unchanged.validation.state).toBe('none');

    const bad = await asValidator(token, 'POST', `/api/shared-planner/posts/${posts.assigned}/validation`, {
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('decision');
  });

  it('lets the validator add a note the team reads, signed with their name', async () => {
    const response = await asValidator(token, 'POST', `/api/shared-planner/posts/${posts.assigned}/notes`, {
      text: 'Please add the price',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      postId: posts.assigned,
      kind: 'note',
      authorKind: 'validator',
      authorName: 'Vera Client',
      text: 'Please add the price',
    });
    const listed = await asValidator(token, 'GET', `/api/shared-planner/posts/${posts.assigned}/notes`);
    expect((listed.json().notes as PostNote[]).map((note) => note.text)).toEqual(['Please add the price']);
    const team = await call(test, admin, 'GET', `/api/posts/${posts.assigned}/notes`);
    expect((team.json().notes as PostNote[]).map((note) => note.authorName)).toEqual(['Vera Client']);

    const empty = await asValidator(token, 'POST', `/api/shared-planner/posts/${posts.assigned}/notes`, {
      text: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'validation.required' });
  });
});

describe('the life of a link', () => {
  it('stops working once revoked, and a new link replaces the old one', async () => {
    const validator = await addValidator(admin, [bakery], 'Rita');
    const first = tokenOf(validator);
    expect((await asValidator(first, 'GET', `/api/shared-planner?${range}`)).statusCode).toBe(200);

    await call(test, admin, 'DELETE', `/api/validators/${validator.id}/link`);
    const revoked = await asValidator(first, 'GET', `/api/shared-planner?${range}`);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.key).toBe('planner_link_invalid');

    const renewed = (
      await call(test, admin, 'POST', `/api/validators/${validator.id}/link`)
    ).json() as Validator;
    const second = tokenOf(renewed);
    expect((await asValidator(second, 'GET', `/api/shared-planner?${range}`)).statusCode).toBe(200);

    const third = tokenOf((await call(test, admin, 'POST', `/api/validators/${validator.id}/link`)).json());
    expect((await asValidator(second, 'GET', `/api/shared-planner?${range}`)).statusCode).toBe(401);
    expect(
      (await asValidator(third, 'GET', `/api/shared-planner/posts/${posts.unassigned}`)).statusCode,
    ).toBe(200);

    await call(test, admin, 'DELETE', `/api/validators/${validator.id}`);
    expect((await asValidator(third, 'GET', `/api/shared-planner?${range}`)).statusCode).toBe(401);
  });

  it('follows the shared pages: a page no longer shared closes its posts', async () => {
    const validator = await addValidator(admin, [bakery, florist], 'Lena');
    const link = tokenOf(validator);
    expect(
      (await asValidator(link, 'GET', `/api/shared-planner/posts/${posts.floristOnly}`)).statusCode,
    ).toBe(200);

    await call(test, admin, 'PATCH', `/api/validators/${validator.id}`, { pageIds: [bakery] });
    expect(
      (await asValidator(link, 'GET', `/api/shared-planner/posts/${posts.floristOnly}`)).statusCode,
    ).toBe(404);
    const planner = (
      await asValidator(link, 'GET', `/api/shared-planner?${range}`)
    ).json() as SharedPlannerResponse;
    expect(planner.pages.map((page) => page.name)).toEqual(['Bakery']);
    expect(planner.items.some((item) => item.pageId === florist)).toBe(false);
  });
});
