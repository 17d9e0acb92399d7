import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sessions } from './schema.ts';
import {
  cachedSession,
  forgetCachedSessions,
  sessionCacheMs,
  sessionGeneration,
  storeSession,
} from './session-cache.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const me = (who: Parameters<typeof call>[1]) => call(test, who, 'GET', '/api/users/me');

describe('sessions cached by this process', () => {
  it('refuses a session at once after its logout, though it was just served from the cache', async () => {
    const alice = await buildUser(test);
    expect((await me(alice)).statusCode).toBe(200);
    expect((await me(alice)).statusCode).toBe(200);
    expect((await call(test, alice, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    expect((await me(alice)).statusCode).toBe(401);
  });

  it('applies a role change and a page-access change to the next request of the member', async () => {
    const owner = await buildUser(test);
    const bakery = await sandboxPage(test, owner, 'Bakery');
    const florist = await sandboxPage(test, owner, 'Florist');
    const member = await buildTeamMember(test, owner, 'editor', { pageIds: [bakery] });
    const pagesOf = async () =>
      ((await call(test, member, 'GET', '/api/pages')).json() as { pages: { name: string }[] }).pages.map(
        (page) => page.name,
      );
    expect(await pagesOf()).toEqual(['Bakery']);
    const changed = await call(test, owner, 'PATCH', `/api/users/${member.user.id}`, {
      access: { allPages: false, pageIds: [florist] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await pagesOf()).toEqual(['Florist']);

    const draft = { intent: 'draft', pageIds: [florist], message: 'Fresh bread' };
    expect((await call(test, member, 'POST', '/api/posts', draft)).statusCode).toBe(201);
    const demoted = await call(test, owner, 'PATCH', `/api/users/${member.user.id}`, { role: 'viewer' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await call(test, member, 'POST', '/api/posts', draft)).statusCode).toBe(403);
  });

  it('refuses a removed user at once', async () => {
    const owner = await buildUser(test);
    const member = await buildTeamMember(test, owner, 'writer');
    expect((await me(member)).statusCode).toBe(200);
    expect((await call(test, owner, 'DELETE', `/api/users/${member.user.id}`)).statusCode).toBe(204);
    expect((await me(member)).statusCode).toBe(401);
  });

  it('ends the other sessions at once when the password changes', async () => {
    const alice = await buildUser(test);
    const login = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.email, password: 'Correct-Horse-7' },
    });
    const token = (login.json() as { token: string }).token;
    const other = { ...alice, token, headers: { authorization: `Bearer ${token}` } };
    expect((await me(other)).statusCode).toBe(200);
    const changed = await call(test, alice, 'PUT', '/api/users/me/password', {
      currentPassword: 'Correct-Horse-7',
      newPassword: 'Another-Horse-8',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(alice)).statusCode).toBe(200);
  });

  it('holds a change made by another process for at most the cache window', async () => {
    const alice = await buildUser(test);
    expect((await me(alice)).statusCode).toBe(200);
    // Another process revokes the session: this one still serves it from the cache...
    await test.app.context.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, alice.user.id));
    expect((await me(alice)).statusCode).toBe(200);
    // ...until the entry is older than the window.
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now + sessionCacheMs + 1);
    try {
      expect((await me(alice)).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('does not keep an answer read before a change was committed', () => {
    const startedAt = sessionGeneration();
    forgetCachedSessions();
    storeSession('hash-of-a-token', { who: 'read before the change' }, startedAt);
    expect(cachedSession('hash-of-a-token')).toBeUndefined();
    storeSession('hash-of-a-token', { who: 'read after it' }, sessionGeneration());
    expect(cachedSession('hash-of-a-token')).toEqual({ who: 'read after it' });
  });
});
