import type { Role } from '@pagewise/shared/roles';
import type { User } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { linkToken } from '../../test/mail-catcher.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { userPages } from './access-schema.ts';

let test: TestApp;
// Time moves on as usual, and jumps ahead where a test needs the resend pace behind it.
let offsetMs = 0;
beforeAll(async () => {
  test = await startTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => test.close());

let counter = 0;
const newMember = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstname: 'Nina',
    lastname: 'Keller',
    email: `Invited${counter}-${Date.now()}@Example.com`,
    password: 'Violet-Canyon-48',
    role: 'editor',
    ...overrides,
  };
};

const login = (email: string, password: string) =>
  test.http.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/users', () => {
  it('adds a team member limited to one page and invites them, in their language, to confirm and log in', async () => {
    const admin = await buildUser(test, { firstname: 'Alice', lastname: 'Martin', company: 'Agence Nord' });
    const kept = await sandboxPage(test, admin, 'Bakery');
    await sandboxPage(test, admin, 'Florist');
    const input = newMember({
      language: 'de',
      access: { allPages: false, pageIds: [kept, kept] },
      notifications: {
        publicationFailures: true,
        validations: false,
        inbox: true,
        pageErrors: false,
        sourceErrors: true,
      },
    });

    const response = await call(test, admin, 'POST', '/api/users', input);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as User;
    const email = input.email.toLowerCase();
    expect(created).toMatchObject({
      accountId: admin.user.accountId,
      email,
      role: 'editor',
      language: 'de',
      emailConfirmed: false,
      access: { allPages: false, pageIds: [kept] },
      notifications: { validations: false, pageErrors: false, inbox: true },
    });
    expect(response.body).not.toMatch(/hash|argon|Violet/i);

    const mail = await test.mail.waitFor(email);
    expect(mail.subject).toBe('Pagewise: Alice Martin hat Sie zu Pagewise eingeladen');
    expect(mail.text).toContain('Hallo Nina,');
    expect(mail.text).toContain('Alice Martin hat Sie dem Team von Agence Nord bei Pagewise als Redakteur');
    expect(mail.text).toContain('Dem Team beitreten: http://pagewise.test/#/confirm?token=');

    // The address is confirmed first; only then the password the administrator chose opens a session.
    expect((await login(email, input.password)).json().error.key).toBe('email_not_confirmed');
    const confirm = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: linkToken(mail, 'confirm') },
    });
    expect(confirm.json()).toEqual({ confirmed: true, email });
    const session = await login(email, input.password);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      role: 'editor',
      emailConfirmed: true,
      account: { id: admin.user.accountId, name: 'Agence Nord' },
      access: { allPages: false, pageIds: [kept] },
    });
    expect(session.json().user.permissions).not.toContain('manage_users');
    const pages = await test.http.inject({
      method: 'GET',
      url: '/api/pages',
      headers: { authorization: `Bearer ${session.json().token}` },
    });
    expect(pages.json().pages.map((page: { name: string }) => page.name)).toEqual(['Bakery']);
  });

  it("writes the invitation in the inviter's language when none is chosen", async () => {
    const admin = await buildUser(test, { firstname: 'Jeanne', lastname: 'Durand', language: 'fr' });
    const input = newMember({ role: 'lecteur' });
    const response = await call(test, admin, 'POST', '/api/users', input);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ language: 'fr', role: 'viewer' });
    const mail = await test.mail.waitFor(input.email.toLowerCase());
    expect(mail.subject).toBe('Pagewise: Jeanne Durand vous invite sur Pagewise');
    expect(mail.text).toContain('avec le rôle lecteur');
    expect(mail.text).toContain('Rejoindre l’équipe');
  });

  it('gives an administrator every page, whatever page list was sent', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const input = newMember({ role: 'administrator', access: { allPages: false, pageIds: [page] } });
    const response = await call(test, admin, 'POST', '/api/users', input);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as User;
    expect(created.access).toEqual({ allPages: true, pageIds: [] });
    const rows = await test.app.context.database.db
      .select()
      .from(userPages)
      .where(eq(userPages.userId, created.id));
    expect(rows).toEqual([]);
  });

  it("refuses a page that is not one of the account's, and creates no one", async () => {
    const admin = await buildUser(test);
    const stranger = await buildUser(test);
    const own = await sandboxPage(test, admin, 'Bakery');
    const foreign = await sandboxPage(test, stranger, 'Their page');
    for (const pageIds of [[own, foreign], ['00000000-0000-0000-0000-000000000000'], ['not-a-page']]) {
      const input = newMember({ role: 'writer', access: { allPages: false, pageIds } });
      const response = await call(test, admin, 'POST', '/api/users', input);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'invalid_data',
        fields: { 'access.pageIds': 'validation.invalid' },
      });
    }
    const list = await call(test, admin, 'GET', '/api/users');
    expect(list.json().users).toHaveLength(1);
  });

  it('refuses an address another user has, in any account and any case, with the field', async () => {
    const admin = await buildUser(test);
    const other = await buildUser(test);
    const response = await call(
      test,
      admin,
      'POST',
      '/api/users',
      newMember({ email: other.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      key: 'email_already_used',
      fields: { email: 'validation.email_taken' },
    });
  });

  it('adds one user when the same address is sent twice at the same moment', async () => {
    const admin = await buildUser(test);
    const input = newMember();
    const responses = await Promise.all([
      call(test, admin, 'POST', '/api/users', input),
      call(test, admin, 'POST', '/api/users', input),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().error.fields).toEqual({ email: 'validation.email_taken' });
  });

  it('lists every invalid field at once, each with its key', async () => {
    const admin = await buildUser(test);
    const response = await call(test, admin, 'POST', '/api/users', {
      firstname: ' ',
      email: 'not-an-email',
      password: 'short',
      role: 'boss',
      language: 'xx',
      notifications: { publicationFailures: 'yes' },
      access: { allPages: 'no' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_data',
      fields: {
        firstname: 'validation.required',
        lastname: 'validation.required',
        email: 'validation.email',
        password: 'validation.password_too_short',
        role: 'validation.role',
        language: 'validation.language',
        'notifications.publicationFailures': 'validation.invalid',
        'access.allPages': 'validation.invalid',
      },
    });
  });
});

describe('POST /api/users/:id/invitation', () => {
  it('sends a fresh invitation to a member who has not confirmed; the earlier link stops working', async () => {
    const admin = await buildUser(test, { firstname: 'Alice', lastname: 'Martin' });
    const input = newMember({ language: 'es', role: 'writer' });
    const email = input.email.toLowerCase();
    const created = (await call(test, admin, 'POST', '/api/users', input)).json() as User;
    const first = await test.mail.waitFor(email);
    expect(first.subject).toBe('Pagewise: Alice Martin te ha invitado a Pagewise');
    expect(first.text).toContain('como redactor');

    // A second click within the minute sends nothing more, and says so.
    const early = await call(test, admin, 'POST', `/api/users/${created.id}/invitation`);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.key).toBe('too_many_attempts');

    offsetMs += 2 * 60_000;
    const again = await call(test, admin, 'POST', `/api/users/${created.id}/invitation`);
    expect(again.statusCode, again.body).toBe(202);
    const second = await test.mail.waitFor(email, (mail) => mail !== first);
    expect(second.subject).toBe(first.subject);
    expect(linkToken(second, 'confirm')).not.toBe(linkToken(first, 'confirm'));

    const stale = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: linkToken(first, 'confirm') },
    });
    expect(stale.json().error.key).toBe('invalid_token');
    const fresh = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: linkToken(second, 'confirm') },
    });
    expect(fresh.statusCode).toBe(200);
    expect((await login(email, input.password)).statusCode).toBe(200);

    const confirmed = await call(test, admin, 'POST', `/api/users/${created.id}/invitation`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.key).toBe('user_already_confirmed');
  });
});

describe('PATCH /api/users/:id', () => {
  it("changes a member's role, names, notifications and pages; the member's rights follow at once", async () => {
    const admin = await buildUser(test);
    const first = await sandboxPage(test, admin, 'Bakery');
    const second = await sandboxPage(test, admin, 'Florist');
    const member = await buildTeamMember(test, admin, 'editor');
    const response = await call(test, admin, 'PATCH', `/api/users/${member.user.id}`, {
      firstname: 'Paul',
      role: 'writer',
      access: { allPages: false, pageIds: [first] },
      notifications: {
        publicationFailures: false,
        validations: true,
        inbox: false,
        pageErrors: true,
        sourceErrors: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: 'Paul',
      lastname: expect.stringMatching(/^Member/),
      role: 'writer',
      access: { allPages: false, pageIds: [first] },
      notifications: { publicationFailures: false, inbox: false, sourceErrors: false },
    });
    const me = (await call(test, member, 'GET', '/api/users/me')).json();
    expect(me).toMatchObject({ role: 'writer', permissions: ['read', 'create', 'edit', 'reply'] });

    // The list is replaced, not added to.
    const replaced = await call(test, admin, 'PATCH', `/api/users/${member.user.id}`, {
      access: { allPages: false, pageIds: [second] },
    });
    expect(replaced.json().access).toEqual({ allPages: false, pageIds: [second] });
    expect(replaced.json().firstname).toBe('Paul');

    const promoted = await call(test, admin, 'PATCH', `/api/users/${member.user.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'administrator', access: { allPages: true, pageIds: [] } });
    const rows = await test.app.context.database.db
      .select()
      .from(userPages)
      .where(eq(userPages.userId, member.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses bad input and pages of another account, with the fields', async () => {
    const admin = await buildUser(test);
    const stranger = await buildUser(test);
    const foreign = await sandboxPage(test, stranger, 'Their page');
    const member = await buildTeamMember(test, admin, 'writer');
    const bad = await call(test, admin, 'PATCH', `/api/users/${member.user.id}`, {
      firstname: '',
      role: 'boss',
      notifications: { inbox: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      firstname: 'validation.required',
      role: 'validation.role',
      'notifications.publicationFailures': 'validation.invalid',
    });
    const foreignPage = await call(test, admin, 'PATCH', `/api/users/${member.user.id}`, {
      access: { allPages: false, pageIds: [foreign] },
    });
    expect(foreignPage.statusCode).toBe(400);
    expect(foreignPage.json().error.fields).toEqual({ 'access.pageIds': 'validation.invalid' });
    expect((await call(test, admin, 'GET', `/api/users/${member.user.id}`)).json().access.allPages).toBe(
      true,
    );
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes a member: their session ends and they are gone from the list', async () => {
    const admin = await buildUser(test);
    const member = await buildTeamMember(test, admin, 'editor');
    const response = await call(test, admin, 'DELETE', `/api/users/${member.user.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call(test, member, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call(test, admin, 'GET', `/api/users/${member.user.id}`)).statusCode).toBe(404);
    const emails = (await call(test, admin, 'GET', '/api/users'))
      .json()
      .users.map((user: User) => user.email);
    expect(emails).toEqual([admin.email]);
  });
});

describe('who may manage users', () => {
  it('an administrator lists the whole team with access and notifications', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const viewer = await buildTeamMember(test, admin, 'viewer', { pageIds: [page] });
    const list = await call(test, admin, 'GET', '/api/users');
    expect(list.statusCode).toBe(200);
    const users = list.json().users as User[];
    expect(users.map((user) => user.role)).toEqual(['administrator', 'viewer']);
    expect(users.find((user) => user.id === viewer.user.id)).toMatchObject({
      access: { allPages: false, pageIds: [page] },
      notifications: { publicationFailures: true, validations: true },
    });
  });

  it.each<Role>(['editor', 'writer', 'viewer'])(
    'a %s reads only themselves and changes no one',
    async (role) => {
      const admin = await buildUser(test);
      const member = await buildTeamMember(test, admin, role);
      const other = await buildTeamMember(test, admin, 'writer');
      const refused = [
        await call(test, member, 'GET', '/api/users'),
        await call(test, member, 'GET', `/api/users/${other.user.id}`),
        await call(test, member, 'POST', '/api/users', newMember()),
        await call(test, member, 'PATCH', `/api/users/${other.user.id}`, { role: 'viewer' }),
        await call(test, member, 'PATCH', `/api/users/${member.user.id}`, { role: 'administrator' }),
        await call(test, member, 'DELETE', `/api/users/${other.user.id}`),
        await call(test, member, 'POST', `/api/users/${other.user.id}/invitation`),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error).toMatchObject({
          key: 'forbidden',
          details: { action: 'manage_users' },
        });
      }
      const self = await call(test, member, 'GET', `/api/users/${member.user.id}`);
      expect(self.statusCode).toBe(200);
      expect(self.json()).toMatchObject({ id: member.user.id, role });
      expect((await call(test, admin, 'GET', `/api/users/${other.user.id}`)).json().role).toBe('writer');
    },
  );

  it("another account's user does not exist, even for an administrator", async () => {
    const admin = await buildUser(test);
    const stranger = await buildUser(test);
    const member = await buildTeamMember(test, admin, 'editor');
    const url = `/api/users/${member.user.id}`;
    const answers = [
      await call(test, stranger, 'GET', url),
      await call(test, stranger, 'PATCH', url, { role: 'viewer' }),
      await call(test, stranger, 'DELETE', url),
      await call(test, stranger, 'POST', `${url}/invitation`),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.key).toBe('user_not_found');
    }
    // Even a member without the right gets 404, not 403, for someone outside their account.
    const writer = await buildTeamMember(test, stranger, 'writer');
    expect((await call(test, writer, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(test, admin, 'GET', url)).json().role).toBe('editor');
  });
});
