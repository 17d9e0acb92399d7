import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, strongPassword } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
});
afterAll(() => test.close());

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  test.http.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('says which of e-mail and password is missing', async () => {
    const response = await login({ email: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'missing_email_or_password',
      fields: { email: 'validation.required', password: 'validation.required' },
    });
    expect((await login({})).json().error.key).toBe('missing_email_or_password');
  });

  it('gives one answer for an unknown address and a wrong password', async () => {
    const { email } = await buildUser(test);
    const unknown = await login({ email: 'ghost@example.com', password: strongPassword }, '10.0.0.2');
    const wrong = await login({ email, password: 'Wrong-Password-1' }, '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.key).toBe('bad_credentials');
  });

  it('tells an unconfirmed user to confirm, only once the password is right', async () => {
    await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstname: 'U',
        lastname: 'C',
        email: 'unconfirmed@example.com',
        password: strongPassword,
        acceptTerms: true,
      },
    });
    expect(
      (await login({ email: 'unconfirmed@example.com', password: 'Wrong-Password-1' }, '10.0.0.3')).json()
        .error.key,
    ).toBe('bad_credentials');
    const right = await login({ email: 'unconfirmed@example.com', password: strongPassword }, '10.0.0.3');
    expect(right.statusCode).toBe(403);
    expect(right.json().error.key).toBe('email_not_confirmed');
  });
});

describe('sessions', () => {
  it('opens a session whose token works until logout, and only its hash is stored', async () => {
    const { token, headers } = await buildUser(test);
    expect((await test.http.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);

    const stored = await test.app.context.database.db.query.sessions.findMany();
    expect(stored.every((session) => session.tokenHash !== token && session.tokenHash.length === 64)).toBe(
      true,
    );

    expect((await test.http.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(
      204,
    );
    const after = await test.http.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.key).toBe('unauthorized');
  });

  it('expires a session after 30 days', async () => {
    const { headers } = await buildUser(test);
    clock = new Date(clock.getTime() + 31 * 24 * 3600_000);
    const response = await test.http.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.key).toBe('session_expired');
  });

  it('refuses a missing, malformed or unknown bearer token', async () => {
    for (const authorization of [undefined, 'Token abc', 'Bearer', 'Bearer unknown-token']) {
      const response = await test.http.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.key).toBe('unauthorized');
    }
  });
});
