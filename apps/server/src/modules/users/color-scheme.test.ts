import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, strongPassword } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('PUT /api/users/me/color-scheme', () => {
  it("follows the device by default, keeps the user's choice and gives it back at the next login", async () => {
    const user = await buildUser(test);
    const teammate = await buildUser(test);
    expect((await call(test, user, 'GET', '/api/users/me')).json().colorScheme).toBe('auto');

    const chosen = await call(test, user, 'PUT', '/api/users/me/color-scheme', { colorScheme: 'dark' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().colorScheme).toBe('dark');
    expect((await call(test, user, 'GET', '/api/users/me')).json().colorScheme).toBe('dark');

    // Another device logs in: the login answer carries the choice, before any other request.
    const login = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: strongPassword },
    });
    expect(login.json().user.colorScheme).toBe('dark');
    // Only one's own setting changes.
    expect((await call(test, teammate, 'GET', '/api/users/me')).json().colorScheme).toBe('auto');
  });

  it('refuses a scheme it does not know, naming the field', async () => {
    const user = await buildUser(test);
    for (const body of [{ colorScheme: 'sepia' }, {}, { colorScheme: 3 }]) {
      const refused = await call(test, user, 'PUT', '/api/users/me/color-scheme', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        key: 'invalid_data',
        fields: { colorScheme: 'validation.invalid' },
      });
    }
    expect((await call(test, user, 'GET', '/api/users/me')).json().colorScheme).toBe('auto');
  });
});
