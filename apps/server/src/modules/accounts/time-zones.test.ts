import type { AccountSettings } from '@pagewise/shared/collaboration';
import type { ErrorResponse } from '@pagewise/shared/errors';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { readerOf } from '../notifications/format-date.ts';
import { users } from '../users/schema.ts';
import { accountTimeZone } from './account-time-zone.ts';
import { accounts } from './schema.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const fieldError = (body: string) => (JSON.parse(body) as ErrorResponse).error.fields;

describe("an account's time zone", () => {
  it('is the one the sign-up proposes (the browser’s), else UTC', async () => {
    const signup = (email: string, timeZone?: string) =>
      test.http.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          firstname: 'Inès',
          lastname: 'Morel',
          email,
          password: 'Blue-Harbour-93',
          acceptTerms: true,
          ...(timeZone ? { timeZone } : {}),
        },
      });
    expect((await signup('ines@example.com', 'Europe/Paris')).statusCode).toBe(201);
    expect((await signup('noah@example.com')).statusCode).toBe(201);
    const zones = await test.app.context.database.db.select({ timeZone: accounts.timeZone }).from(accounts);
    expect(zones.map((row) => row.timeZone)).toEqual(expect.arrayContaining(['Europe/Paris', 'UTC']));

    const refused = await signup('lou@example.com', 'Europe/Atlantis');
    expect(refused.statusCode).toBe(400);
    expect(fieldError(refused.body)).toEqual({ timeZone: 'validation.time_zone' });
  });

  it('is changed by administrators only, and shows in every member’s /users/me', async () => {
    const admin = await buildUser(test);
    const editor = await buildTeamMember(test, admin, 'editor');
    const other = await buildUser(test);

    const byEditor = await call(test, editor, 'PATCH', '/api/account/settings', { timeZone: 'Asia/Tokyo' });
    expect(byEditor.statusCode).toBe(403);
    const bad = await call(test, admin, 'PATCH', '/api/account/settings', { timeZone: 'Paris' });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body)).toEqual({ timeZone: 'validation.time_zone' });

    const changed = await call(test, admin, 'PATCH', '/api/account/settings', {
      timeZone: 'America/New_York',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      validationRequired: false,
      timeZone: 'America/New_York',
    } satisfies AccountSettings);
    const editorMe = (await call(test, editor, 'GET', '/api/users/me')).json() as Me;
    expect(editorMe.account.timeZone).toBe('America/New_York');
    expect(editorMe.timeZone).toBeNull();
    // Another account keeps its own.
    const otherMe = (await call(test, other, 'GET', '/api/users/me')).json() as Me;
    expect(otherMe.account.timeZone).toBe('UTC');
    const [stored] = await test.app.context.database.db
      .select({ timeZone: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, other.user.accountId));
    expect(stored?.timeZone).toBe('UTC');
  });

  it('is overridden by a user’s own zone, which null gives back to the account’s', async () => {
    const admin = await buildUser(test);
    const writer = await buildTeamMember(test, admin, 'writer');
    const profile = { firstname: 'Yanis', lastname: 'Roux', email: writer.email };
    const own = await call(test, writer, 'PATCH', '/api/users/me', { ...profile, timeZone: 'Europe/Berlin' });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as Me).timeZone).toBe('Europe/Berlin');
    const kept = await call(test, writer, 'PATCH', '/api/users/me', profile);
    expect((kept.json() as Me).timeZone).toBe('Europe/Berlin');
    const bad = await call(test, writer, 'PATCH', '/api/users/me', { ...profile, timeZone: 'Berlin' });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body)).toEqual({ timeZone: 'validation.time_zone' });
    const back = await call(test, writer, 'PATCH', '/api/users/me', { ...profile, timeZone: null });
    expect((back.json() as Me).timeZone).toBeNull();
  });

  it("gives e-mails the reader's own zone, else their account's", async () => {
    const admin = await buildUser(test);
    const db = test.app.context.database.db;
    await db.update(accounts).set({ timeZone: 'Europe/Lisbon' }).where(eq(accounts.id, admin.user.accountId));
    const [row] = await db.select().from(users).where(eq(users.id, admin.user.id));
    if (!row) throw new Error('no user');
    const accountZone = await accountTimeZone(db, row.accountId);
    expect(readerOf(row, accountZone)).toEqual({ language: 'en', timeZone: 'Europe/Lisbon' });
    expect(readerOf({ ...row, timeZone: 'Asia/Kolkata' }, accountZone)).toEqual({
      language: 'en',
      timeZone: 'Asia/Kolkata',
    });
  });
});
