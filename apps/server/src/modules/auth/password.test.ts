import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, strongPassword } from '../../test/factories.ts';
import { linkToken } from '../../test/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const me = (headers: Record<string, string>) =>
  test.http.inject({ method: 'GET', url: '/api/users/me', headers });

describe('forgot and reset password', () => {
  it('answers 202 whether or not the address exists', async () => {
    const { email } = await buildUser(test);
    const known = await test.http.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    const unknown = await test.http.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    // A second request within a minute sends no second e-mail.
    await test.http.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await test.mail.waitFor(email, (message) => message.text.includes('reset-password'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      test.mail.messages.filter((mail) => mail.to.includes(email) && mail.text.includes('reset-password')),
    ).toHaveLength(1);
  });

  it('resets through the e-mailed link once, ends the old sessions, and logs in with the new password', async () => {
    const { email, headers } = await buildUser(test, { language: 'de' });
    await test.http.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mail = await test.mail.waitFor(email, (message) => message.text.includes('reset-password'));
    expect(mail.subject).toBe('Pagewise: Passwort zurücksetzen');
    const token = linkToken(mail, 'reset-password');

    const weak = await test.http.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'short' },
    });
    expect(weak.json().error.fields).toEqual({ password: 'validation.password_too_short' });

    const reset = await test.http.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Brand-New-Secret-5' },
    });
    expect(reset.json()).toEqual({ ok: true });
    expect((await me(headers)).statusCode).toBe(401);

    const again = await test.http.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another-Secret-6' },
    });
    expect(again.json().error.key).toBe('invalid_token');

    const oldLogin = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Brand-New-Secret-5' },
    });
    expect(newLogin.statusCode).toBe(200);
    await test.mail.waitFor(email, (message) => message.subject.includes('Ihr Passwort wurde geändert'));
  });
});

describe('PUT /api/users/me/password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email, headers } = await buildUser(test);
    const other = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: strongPassword },
    });
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };

    const wrong = await test.http.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers,
      payload: { currentPassword: 'Not-The-One-1', newPassword: 'Fresh-Secret-77' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      key: 'old_password_mismatch',
      fields: { currentPassword: 'validation.current_password_wrong' },
    });

    const missing = await test.http.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers,
      payload: {},
    });
    expect(missing.json().error.fields).toEqual({
      currentPassword: 'validation.required',
      newPassword: 'validation.required',
    });

    const changed = await test.http.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers,
      payload: { currentPassword: strongPassword, newPassword: 'Fresh-Secret-77' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const response = await test.http.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      payload: { currentPassword: 'x', newPassword: 'Fresh-Secret-77' },
    });
    expect(response.statusCode).toBe(401);
  });
});
