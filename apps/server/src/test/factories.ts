import type { Role } from '@pagewise/shared/roles';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { userPages } from '../modules/users/access-schema.ts';
import { users } from '../modules/users/schema.ts';
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

/**
 * A team member of `owner`'s account with the given role, confirmed and logged in, written
 * straight to the database (the add-user route has its own tests). `pageIds` limits the pages.
 */
export async function buildTeamMember(
  test: TestApp,
  owner: { user: { accountId: string } },
  role: Role,
  options: { pageIds?: string[]; email?: string } = {},
) {
  counter += 1;
  const email = options.email ?? `${role}${counter}-${Date.now()}@example.com`;
  const db = test.app.context.database.db;
  const [row] = await db
    .insert(users)
    .values({
      accountId: owner.user.accountId,
      firstname: role,
      lastname: `Member ${counter}`,
      email,
      passwordHash: await hashPassword(strongPassword),
      role,
      allPages: options.pageIds === undefined,
      emailConfirmedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('team member not inserted');
  if (options.pageIds?.length) {
    await db.insert(userPages).values(options.pageIds.map((pageId) => ({ userId: row.id, pageId })));
  }
  const session = await createSession(test.app.context, { userId: row.id, kind: 'user' });
  return {
    email,
    token: session.token,
    user: { id: row.id, accountId: row.accountId, email },
    headers: { authorization: `Bearer ${session.token}` },
  };
}
