import { linkToken } from './mail-catcher.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

export const strongPassword = 'Correct-Horse-7';

/** Signs up, confirms through the e-mailed link, and logs in: a ready user with a token. */
export async function buildUser(
  test: TestApp,
  overrides: Partial<{
    firstname: string;
    lastname: string;
    email: string;
    language: string;
    company: string;
  }> = {},
) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const signup = await test.http.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      firstname: overrides.firstname ?? 'Alice',
      lastname: overrides.lastname ?? 'Martin',
      email,
      password: strongPassword,
      acceptTerms: true,
      language: overrides.language ?? 'en',
      ...(overrides.company ? { company: overrides.company } : {}),
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const mail = await test.mail.waitFor(email.toLowerCase(), (message) =>
    message.text.includes('/#/confirm?token='),
  );
  const confirm = await test.http.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    payload: { token: linkToken(mail, 'confirm') },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const login = await test.http.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: strongPassword },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { token: string; user: { id: string; accountId: string; email: string } };
  return {
    email: email.toLowerCase(),
    token: body.token,
    user: body.user,
    headers: { authorization: `Bearer ${body.token}` },
  };
}
