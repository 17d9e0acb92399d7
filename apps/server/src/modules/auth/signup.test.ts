import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkToken } from '../../test/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
let clock = new Date();
beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
});
afterAll(() => test.close());

const valid = {
  firstname: 'Jeanne',
  lastname: 'Durand',
  email: 'Jeanne.Durand@Example.com',
  password: 'Blue-Harbour-93',
  acceptTerms: true,
  language: 'fr',
};

describe('POST /api/auth/signup', () => {
  it('creates the account, makes its first user administrator and e-mails a translated confirmation link', async () => {
    const response = await test.http.inject({ method: 'POST', url: '/api/auth/signup', payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'jeanne.durand@example.com', confirmationSent: true });

    const mail = await test.mail.waitFor('jeanne.durand@example.com');
    expect(mail.subject).toBe('Pagewise: Confirmez votre adresse e-mail');
    expect(mail.text).toContain('http://pagewise.test/#/confirm?token=');

    const confirm = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: linkToken(mail, 'confirm') },
    });
    expect(confirm.json()).toEqual({ confirmed: true, email: 'jeanne.durand@example.com' });

    const login = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'JEANNE.durand@example.com', password: valid.password },
    });
    expect(login.statusCode).toBe(200);
    const { user } = login.json();
    expect(user).toMatchObject({
      role: 'administrator',
      language: 'fr',
      emailConfirmed: true,
      supervisor: false,
    });
    expect(user.account.name).toBe('Jeanne Durand');
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    const response = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'JEANNE.DURAND@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      key: 'email_already_used',
      fields: { email: 'validation.email_taken' },
    });
  });

  it('lists every invalid field at once, each with its translation key', async () => {
    const response = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstname: ' ',
        lastname: 'x'.repeat(101),
        email: 'not-an-email',
        password: 'short',
        acceptTerms: false,
        language: 'xx',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      key: 'invalid_data',
      message: expect.any(String),
      fields: {
        firstname: 'validation.required',
        lastname: 'validation.too_long',
        email: 'validation.email',
        password: 'validation.password_too_short',
        acceptTerms: 'validation.terms_required',
        language: 'validation.language',
      },
      // The longest a text may be, for each field refused as too long: the message says it.
      details: { limits: { lastname: 100 } },
    });
  });

  it.each([
    ['a weak password', { password: 'aaaaaaaaaaaa' }, { password: 'validation.password_weak' }],
    [
      'a password holding the address',
      { email: 'marcel@example.com', password: 'marcel-2024-x' },
      { password: 'validation.password_contains_email' },
    ],
    [
      'a partner without a company',
      { partner: true },
      { company: 'validation.company_required_for_partner' },
    ],
    ['terms not accepted', { acceptTerms: undefined }, { acceptTerms: 'validation.terms_required' }],
    ['a number as a name', { firstname: 42 }, { firstname: 'validation.required' }],
  ])('refuses %s', async (_label, change, fields) => {
    const response = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'other@example.com', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
  });

  it('refuses an unpaired UTF-16 surrogate in a name, and leaves the address free', async () => {
    const broken = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, email: 'surrogate@example.com', firstname: 'Ann\ud800' }),
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { firstname: 'validation.invalid_characters' },
    });
    const again = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'surrogate@example.com', firstname: 'Ann' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is whole or nothing: when the confirmation e-mail cannot be queued, no account stays behind', async () => {
    const send = vi
      .spyOn(test.app.context.queue, 'send')
      .mockRejectedValueOnce(new Error('queue refused the job'));
    const failed = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'whole@example.com' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.key).toBe('internal_error');
    send.mockRestore();

    const again = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'whole@example.com' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const mail = await test.mail.waitFor('whole@example.com');
    const confirm = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: linkToken(mail, 'confirm') },
    });
    expect(confirm.statusCode).toBe(200);
  });

  it('answers keyed errors, never 500, for a body that is missing, broken, too large or of another type', async () => {
    const missing = await test.http.inject({ method: 'POST', url: '/api/auth/signup' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.key).toBe('missing_data');

    const broken = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstname": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.key).toBe('invalid_data');

    const array = await test.http.inject({ method: 'POST', url: '/api/auth/signup', payload: [1, 2] });
    expect(array.statusCode).toBe(400);

    const large = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, company: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.key).toBe('payload_too_large');

    const text = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'text/xml' },
      payload: '<signup/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.key).toBe('unsupported_media_type');
  });
});

describe('POST /api/auth/confirm', () => {
  it('refuses an unknown token and a second use', async () => {
    const unknown = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.key).toBe('invalid_token');

    await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'twice@example.com' },
    });
    const token = linkToken(await test.mail.waitFor('twice@example.com'), 'confirm');
    const first = await test.http.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(first.statusCode).toBe(200);
    const second = await test.http.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.key).toBe('user_already_confirmed');
  });

  it('sends a new link on request, and only the newest link works', async () => {
    await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...valid, email: 'resend@example.com' },
    });
    const first = linkToken(await test.mail.waitFor('resend@example.com'), 'confirm');
    const tooSoon = await test.http.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'resend@example.com' },
    });
    expect(tooSoon.statusCode).toBe(202);
    clock = new Date(clock.getTime() + 61_000);
    const resend = await test.http.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'resend@example.com' },
    });
    expect(resend.statusCode).toBe(202);
    const second = linkToken(
      await test.mail.waitFor('resend@example.com', (mail) => !mail.text.includes(first)),
      'confirm',
    );
    const old = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: first },
    });
    expect(old.json().error.key).toBe('invalid_token');
    const fresh = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: second },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 202 for an unknown address too, without sending anything', async () => {
    const response = await test.http.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(202);
    await expect(test.mail.waitFor('nobody@example.com', () => true, 1500)).rejects.toThrow();
  });
});
