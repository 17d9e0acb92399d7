import type { E2eServer } from './server.ts';

let counter = 0;
export const password = 'Garden-Path-2026';

/** A confirmed user made through the public API and the e-mail in the outbox, with a token. */
export async function createConfirmedUser(server: E2eServer, language = 'en') {
  counter += 1;
  const email = `e2e-${counter}-${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));
  const signup = await post('/auth/signup', {
    firstname: 'Paula',
    lastname: 'Reis',
    email,
    password,
    acceptTerms: true,
    language,
  });
  if (signup.status !== 201) throw new Error(`signup: ${JSON.stringify(signup.body)}`);
  const mail = await server.waitForEmail(email, '/#/confirm?token=');
  const token = mail.match(/\/#\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
  await post('/auth/confirm', { token });
  const login = await post('/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  return { email, token: login.body.token as string };
}
