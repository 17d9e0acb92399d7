import { apiKeyRequestsPerMinute } from '@pagewise/shared/api-keys';
import type { Report } from '@pagewise/shared/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser, strongPassword } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { reportSeed } from '../reporting/report-seed.ts';
import { apiKeys } from './schema.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

// Thursday 12 March 2026, 10:00 UTC: the report's last day is the 11th.
let clock = new Date('2026-03-12T10:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function newKey(
  test: TestApp,
  who: Who,
  name = 'Reporting tool',
): Promise<{ id: string; key: string }> {
  const response = await call(test, who, 'POST', '/api/api-keys', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const withKey = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

function read(test: TestApp, key: string | null, query = '?period=7d', section = 'overview') {
  return test.http.inject({
    method: 'GET',
    url: `/api/v1/reports/${section}${query}`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
}

describe('GET /api/v1/reports/:section with an API key', () => {
  let test: TestApp;
  let owner: Who;
  let stranger: Who;
  let bakery: string;
  let theirPage: string;
  let key: { id: string; key: string };

  beforeAll(async () => {
    test = await startTestApp({ now: () => clock });
    owner = await buildUser(test);
    stranger = await buildUser(test);
    const db = test.app.context.database.db;
    bakery = await reportSeed(db, owner.user.accountId).page('Bakery');
    await reportSeed(db, owner.user.accountId).days(bakery, {
      '2026-03-10': { followers: 1000, impressions: 300 },
      '2026-03-11': { followers: 1010, impressions: 500 },
    });
    theirPage = await reportSeed(db, stranger.user.accountId).page('Their shop');
    await reportSeed(db, stranger.user.accountId).days(theirPage, {
      '2026-03-11': { followers: 77, impressions: 99 },
    });
    key = await newKey(test, owner);
  });
  afterAll(() => test.close());

  it("reads the report of the key's account, every page of it, as the session reads it", async () => {
    const response = await read(test, key.key, `?period=7d&pageId=${bakery}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as Report;
    expect(report.section).toBe('overview');
    expect(report.pages.map((page) => page.id)).toEqual([bakery]);
    expect(report.period).toMatchObject({ from: '2026-03-05', to: '2026-03-11' });

    const bySession = await call(test, owner, 'GET', `/api/reporting/overview?period=7d&pageId=${bakery}`);
    expect(response.json()).toEqual(bySession.json());

    const everyPage = await read(test, key.key);
    expect(everyPage.statusCode, everyPage.body).toBe(200);
    expect((everyPage.json() as Report).pages.map((page) => page.id)).toEqual([bakery]);
    expect(everyPage.body).not.toContain(theirPage);
  });

  it('finds no page of another account: 404, as for a page that does not exist', async () => {
    for (const pageId of [theirPage, '00000000-0000-4000-8000-000000000000', 'junk']) {
      const response = await read(test, key.key, `?period=7d&pageId=${pageId}`);
      expect(response.statusCode, pageId).toBe(404);
      expect(response.json().error.key).toBe('not_found');
    }
    const theirKey = await newKey(test, stranger);
    const theirs = await read(test, theirKey.key, `?period=7d&pageId=${bakery}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('validates the section and the query like the session route', async () => {
    const section = await read(test, key.key, '?period=7d', 'everything');
    expect(section.statusCode).toBe(400);
    expect(section.json().error.fields).toEqual({ section: 'validation.invalid' });
    const period = await read(test, key.key, '?period=forever');
    expect(period.statusCode).toBe(400);
  });

  it('refuses no key, a malformed, unknown or revoked one with 401 and a message that says why', async () => {
    const missing = await read(test, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({
      key: 'unauthorized',
      message: expect.stringMatching(/Bearer pw_/),
    });

    for (const junk of ['pw_short', 'not-a-key', `pw_${'a'.repeat(44)}`]) {
      const response = await read(test, junk);
      expect(response.statusCode, junk).toBe(401);
      expect(response.json().error.message).toMatch(/not an API key/);
    }

    const unknown = await read(test, `pw_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toMatch(/unknown or has been revoked/);

    const revokedKey = await newKey(test, owner, 'Soon revoked');
    expect((await read(test, revokedKey.key)).statusCode).toBe(200);
    const revoked = await call(test, owner, 'POST', `/api/api-keys/${revokedKey.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    const refused = await read(test, revokedKey.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/unknown or has been revoked/);
    // The account's other keys go on.
    expect((await read(test, key.key)).statusCode).toBe(200);
  });

  it('refuses a session, and a key opens no session route', async () => {
    const session = await test.http.inject({
      method: 'GET',
      url: '/api/v1/reports/overview',
      headers: owner.headers,
    });
    expect(session.statusCode).toBe(401);
    expect(session.json().error.key).toBe('unauthorized');

    for (const url of [
      '/api/overview',
      '/api/reporting/overview',
      '/api/api-keys',
      '/api/users/me',
      '/api/pages',
    ]) {
      const response = await test.http.inject({ method: 'GET', url, ...withKey(key.key) });
      expect(response.statusCode, url).toBe(401);
    }
    const created = await test.http.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'From a key' },
      ...withKey(key.key),
    });
    expect(created.statusCode).toBe(401);
  });

  it('records the last use, at most once a minute', async () => {
    const fresh = await newKey(test, owner, 'Last use');
    const lastUsed = async () => {
      const [row] = await test.app.context.database.db
        .select({ lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .where(eq(apiKeys.id, fresh.id));
      return row?.lastUsedAt?.toISOString() ?? null;
    };
    expect(await lastUsed()).toBeNull();
    const first = clock.toISOString();
    expect((await read(test, fresh.key)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    later(30);
    expect((await read(test, fresh.key)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    later(31);
    expect((await read(test, fresh.key)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(clock.toISOString());
    const listed = (await call(test, owner, 'GET', '/api/api-keys')).json().apiKeys as {
      id: string;
      lastUsedAt: string;
    }[];
    expect(listed.find((item) => item.id === fresh.id)?.lastUsedAt).toBe(clock.toISOString());
  });

  it('reads as the account whatever becomes of the administrator who created the key', async () => {
    const admin = await buildTeamMember(test, owner, 'administrator');
    const theirs = await newKey(test, admin, 'Made by a colleague');
    const demoted = await call(test, owner, 'PATCH', `/api/users/${admin.user.id}`, { role: 'viewer' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await read(test, theirs.key, `?period=7d&pageId=${bakery}`)).statusCode).toBe(200);
    const removed = await call(test, owner, 'DELETE', `/api/users/${admin.user.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await read(test, theirs.key, `?period=7d&pageId=${bakery}`)).statusCode).toBe(200);
    const listed = (await call(test, owner, 'GET', '/api/api-keys')).json().apiKeys as {
      id: string;
      createdBy: unknown;
    }[];
    expect(listed.find((item) => item.id === theirs.id)?.createdBy).toBeNull();
  });

  it('goes with its account', async () => {
    const leaving = await buildUser(test);
    const theirs = await newKey(test, leaving);
    expect((await read(test, theirs.key)).statusCode).toBe(200);
    const deleted = await call(test, leaving, 'DELETE', '/api/account', { password: strongPassword });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await read(test, theirs.key)).statusCode).toBe(401);
    const rows = await test.app.context.database.db.select().from(apiKeys).where(eq(apiKeys.id, theirs.id));
    expect(rows).toEqual([]);
  });
});

describe('the rate limit of a key', () => {
  let test: TestApp;
  let owner: Who;

  beforeAll(async () => {
    test = await startTestApp({ now: () => clock, env: { RATE_LIMITS: 'on' } });
    owner = await buildUser(test);
  });
  afterAll(() => test.close());

  it(`gives each key ${apiKeyRequestsPerMinute} requests a minute, then 429 with Retry-After`, async () => {
    const first = await newKey(test, owner, 'Busy');
    const second = await newKey(test, owner, 'Quiet');
    // The competitors section reads the least: the budget is what is measured here.
    for (let request = 0; request < apiKeyRequestsPerMinute; request++) {
      const answer = await read(test, first.key, '?period=yesterday', 'competitors');
      if (answer.statusCode !== 200)
        throw new Error(`request ${request}: ${answer.statusCode} ${answer.body}`);
    }
    const refused = await read(test, first.key, '?period=yesterday', 'competitors');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error).toMatchObject({
      key: 'too_many_requests',
      details: { retryAfterSeconds: 1, scope: 'reporting_api' },
    });
    // Another key of the same account, and the account's sessions, have their own budgets.
    expect((await read(test, second.key, '?period=yesterday', 'competitors')).statusCode).toBe(200);
    expect((await call(test, owner, 'GET', '/api/reporting/competitors?period=yesterday')).statusCode).toBe(
      200,
    );
    later(1);
    expect((await read(test, first.key, '?period=yesterday', 'competitors')).statusCode).toBe(200);
  });
});
