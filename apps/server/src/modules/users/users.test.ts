import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createSupervisorLink } from '../auth/create-supervisor-link.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('GET /api/users/me', () => {
  it('returns the caller with their account, never a secret', async () => {
    const { headers, email } = await buildUser(test, {
      firstname: 'Chloé',
      company: 'Agence Nord',
      language: 'pt',
    });
    const response = await test.http.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email,
      firstname: 'Chloé',
      company: 'Agence Nord',
      role: 'administrator',
      language: 'pt',
      supervisor: false,
      account: { name: 'Agence Nord', partner: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
  });
});

describe('GET /api/users', () => {
  it("lists the caller's account only: another account's users never appear", async () => {
    const first = await buildUser(test);
    const second = await buildUser(test);
    const list = await test.http.inject({ method: 'GET', url: '/api/users', headers: first.headers });
    expect(list.statusCode).toBe(200);
    const emails = list.json().users.map((user: { email: string }) => user.email);
    expect(emails).toEqual([first.email]);
    expect(emails).not.toContain(second.email);
  });

  it('needs a session', async () => {
    expect((await test.http.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('reads a user of the same account; another account gets 404, and so does a malformed id', async () => {
    const owner = await buildUser(test);
    const stranger = await buildUser(test);
    const own = await test.http.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}`,
      headers: owner.headers,
    });
    expect(own.json()).toMatchObject({ email: owner.email });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(owner.email);

    const other = await test.http.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.key).toBe('user_not_found');

    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      const response = await test.http.inject({
        method: 'GET',
        url: `/api/users/${encodeURIComponent(id)}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('supervisor sessions', () => {
  it('opens a marked, short session for support through a link', async () => {
    const { email } = await buildUser(test);
    const link = await createSupervisorLink(test.app.context, { email, viewer: true });
    const url = new URL(link.url);
    expect(url.origin).toBe('http://pagewise.test');
    expect(url.searchParams.get('viewer')).toBe('1');
    const token = url.searchParams.get('supervisortoken');
    const me = await test.http.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email, supervisor: true });
    expect(link.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
  });
});
