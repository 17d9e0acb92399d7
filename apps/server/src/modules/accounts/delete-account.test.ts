import { existsSync } from 'node:fs';
import { eq, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../platform/schema.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { buildTeamMember, buildUser, strongPassword } from '../../test/factories.ts';
import { type CaughtMail, linkToken } from '../../test/mail-catcher.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../publishing/rows.ts';
import { users } from '../users/schema.ts';
import { accountExports } from './export-schema.ts';
import { accounts } from './schema.ts';
import { fillAccount } from './test-account-data.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let owner: Who;
let editor: Who;
let stranger: Who;
let ownerData: Awaited<ReturnType<typeof fillAccount>>;
let strangerData: Awaited<ReturnType<typeof fillAccount>>;
/** Every file the owner's account keeps in storage: its media, an export archive, a profile picture, its logo. */
let ownerFiles: string[];

const storedFile = (key: string) => existsSync(test.app.context.storage.pathOf?.(key) ?? '');
const mediaFile = (url: string) => url.split('/media/')[1] ?? '';

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  editor = await buildTeamMember(test, owner, 'editor');
  stranger = await buildUser(test);
  ownerData = await fillAccount(test, owner, 'Harbour Café');
  strangerData = await fillAccount(test, stranger, 'Mill Bakery');
  const { storage, database } = test.app.context;
  const archive = newStorageKey('zip');
  const picture = newStorageKey('webp');
  await storage.put(archive, Buffer.from('an archive'));
  const logo = newStorageKey('png');
  await storage.put(picture, Buffer.from('a picture'));
  await storage.put(logo, Buffer.from('a logo'));
  await database.db.update(accounts).set({ logoKey: logo }).where(eq(accounts.id, owner.user.accountId));
  await database.db.insert(accountExports).values({
    accountId: owner.user.accountId,
    requestedBy: owner.user.id,
    status: 'ready',
    progress: 100,
    fileKey: archive,
  });
  await database.db.update(users).set({ pictureKey: picture }).where(eq(users.id, editor.user.id));
  ownerFiles = [mediaFile(ownerData.media.url), archive, picture, logo];
});
afterAll(() => test.close());

const countOf = async (statement: SQL) => {
  const [row] = await queryRows<{ count: number }>(test.app.context.database.db, statement);
  return Number(row?.count);
};

/** Rows of the account in every table that has an `account_id` column, table by table. */
async function accountRows(accountId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  // The schema modules also export a few constants beside their tables.
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const config = getTableConfig(table);
    if (!config.columns.some((column) => column.name === 'account_id')) continue;
    counts[config.name] = await countOf(
      sql`select count(*)::int as count from ${table} where account_id = ${accountId}`,
    );
  }
  return counts;
}

describe('delete my account', () => {
  it('is for administrators only: editors, writers and viewers get 403', async () => {
    const writer = await buildTeamMember(test, owner, 'writer');
    const viewer = await buildTeamMember(test, owner, 'viewer');
    for (const member of [editor, writer, viewer]) {
      const response = await call(test, member, 'DELETE', '/api/account', { password: strongPassword });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        key: 'forbidden',
        details: { action: 'delete_account' },
      });
    }
  });

  it('asks for the password again and keeps everything when it is wrong or missing', async () => {
    const wrong = await call(test, owner, 'DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      key: 'old_password_mismatch',
      fields: { password: 'validation.current_password_wrong' },
    });
    const missing = await call(test, owner, 'DELETE', '/api/account', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ password: 'validation.required' });
    for (const junk of [
      null,
      42,
      'text',
      [],
      { password: null },
      { password: ['x'] },
      { password: 'p'.repeat(5000) },
    ]) {
      const refused = await call(test, owner, 'DELETE', '/api/account', junk);
      expect([400, 415], JSON.stringify(junk)).toContain(refused.statusCode);
    }

    expect((await call(test, owner, 'GET', `/api/posts/${ownerData.postId}`)).statusCode).toBe(200);
    expect(ownerFiles.every(storedFile)).toBe(true);
    expect(await accountRows(owner.user.accountId)).toMatchObject({
      users: 4,
      pages: 1,
      posts: 1,
      media: 1,
      sources: 1,
      bots: 1,
    });
  });

  it('deletes the account, its files and every row it owns, and ends its sessions; another account is untouched', async () => {
    const strangerBefore = await accountRows(stranger.user.accountId);
    const response = await call(test, owner, 'DELETE', '/api/account', { password: strongPassword });
    expect(response.statusCode, response.body).toBe(204);

    for (const who of [owner, editor]) {
      const me = await call(test, who, 'GET', '/api/users/me');
      expect(me.statusCode).toBe(401);
    }
    expect(ownerFiles.some(storedFile)).toBe(false);
    const left = await accountRows(owner.user.accountId);
    expect(Object.keys(left)).toEqual(
      expect.arrayContaining([
        'users',
        'pages',
        'posts',
        'post_targets',
        'media',
        'account_exports',
        'sources',
        'bots',
      ]),
    );
    expect(
      Object.values(left).every((count) => count === 0),
      JSON.stringify(left),
    ).toBe(true);
    // Tables without an account column go with their parent row.
    const sessionsLeft = sql`select count(*)::int as count from sessions where user_id in (${owner.user.id}, ${editor.user.id})`;
    expect(await countOf(sessionsLeft)).toBe(0);
    const historyLeft = sql`select count(*)::int as count from post_history where post_id = ${ownerData.postId}`;
    expect(await countOf(historyLeft)).toBe(0);

    expect(await accountRows(stranger.user.accountId)).toEqual(strangerBefore);
    expect(storedFile(mediaFile(strangerData.media.url))).toBe(true);
    expect((await call(test, stranger, 'GET', `/api/posts/${strangerData.postId}`)).statusCode).toBe(200);
  });

  it('frees the e-mail address: it can sign up again', async () => {
    const signup = await test.http.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstname: 'Alice',
        lastname: 'Again',
        email: owner.email,
        password: strongPassword,
        acceptTerms: true,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    // The first confirmation e-mail was the deleted account's: the new one is the second.
    const confirmations = () => test.mail.messages.filter((mail) => mail.to.includes(owner.email));
    await test.mail.waitFor(owner.email, () => confirmations().length === 2);
    const confirm = await test.http.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: linkToken(confirmations()[1] as CaughtMail, 'confirm') },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const login = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: strongPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.accountId).not.toBe(owner.user.accountId);
  });
});
