import { existsSync } from 'node:fs';
import type { AccountExport, User } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from '../pages/schema.ts';
import { users } from '../users/schema.ts';
import { accountExports } from './export-schema.ts';
import { fillAccount } from './test-account-data.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

// The suite's clock: days can pass (archives expire) without waiting for them.
let daysAhead = 0;
const now = () => new Date(Date.now() + daysAhead * 24 * 3600_000);

let test: TestApp;
let owner: Who;
let stranger: Who;
let filled: Awaited<ReturnType<typeof fillAccount>>;

beforeAll(async () => {
  test = await startTestApp({ now });
  owner = await buildUser(test, { firstname: 'Odile', language: 'fr' });
  stranger = await buildUser(test);
  filled = await fillAccount(test, owner, 'Harbour Café');
  await fillAccount(test, stranger, 'Mill Bakery');
  // A Bitly token sealed as the profile stores it: it must not leave the server either.
  await test.app.context.database.db
    .update(users)
    .set({ sealedBitlyToken: test.app.context.secrets.seal('bitly-secret-token') })
    .where(eq(users.id, owner.user.id));
});
afterAll(() => test.close());

const readExport = async (who: Who, id: string) =>
  (await call(test, who, 'GET', `/api/account/exports/${id}`)).json() as AccountExport;

async function exportReady(who: Who): Promise<{ id: string; link: string }> {
  const started = await call(test, who, 'POST', '/api/account/exports');
  expect(started.statusCode, started.body).toBe(202);
  const queued = started.json() as AccountExport;
  expect(queued).toMatchObject({ status: 'queued', progress: 0, sizeBytes: null, expiresAt: null });
  const mail = await test.mail.waitFor(who.email, (message) => message.text.includes(queued.id));
  const link = mail.text.match(/http:\/\/pagewise\.test(\/api\/account\/exports\/[^\s"<]+)/)?.[1];
  if (!link) throw new Error(`no download link in ${mail.text}`);
  return { id: queued.id, link: link.replaceAll('&amp;', '&') };
}

describe('export my data', () => {
  let exportId: string;
  let link: string;
  let archive: Buffer;

  it('e-mails the requester, in their language, a link to a ZIP of everything the account owns', async () => {
    ({ id: exportId, link } = await exportReady(owner));
    const mail = test.mail.messages.find((message) => message.text.includes(link.split('?')[0] ?? link));
    expect(mail?.subject).toBe('Pagewise: Votre archive de données Pagewise est prête');
    expect(mail?.text).toContain('Bonjour Odile,');

    const download = await test.http.inject({ method: 'GET', url: link });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="pagewise-export-${day}.zip"`);
    archive = download.rawPayload;

    const files = unzipSync(new Uint8Array(archive));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const json = (name: string) => JSON.parse(text(name));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'account.json',
        'users.json',
        'pages.json',
        'groups.json',
        'posts.json',
        'post-templates.json',
        'sources.json',
        'bots.json',
        'media.json',
        'README.txt',
      ]),
    );
    expect(json('account.json')).toMatchObject({
      id: owner.user.accountId,
      plan: 'free',
      billingPeriod: null,
      trialEndsAt: expect.any(String),
      trialClosedAt: null,
    });
    const exportedUsers = json('users.json').users as User[];
    expect(exportedUsers).toEqual([
      expect.objectContaining({ email: owner.email, hasBitlyToken: true, notifications: expect.any(Object) }),
    ]);
    expect(json('pages.json').pages).toEqual([
      expect.objectContaining({ id: filled.pageId, name: 'Harbour Café page', groupIds: [] }),
    ]);
    const [post] = json('posts.json').posts;
    expect(json('posts.json').posts).toHaveLength(1);
    expect(post).toMatchObject({
      id: filled.postId,
      message: 'Harbour Café opens at 8',
      targets: [expect.objectContaining({ pageId: filled.pageId, status: 'draft' })],
    });
    expect(post.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated']);
    expect(post.history[1].changes).toContainEqual({
      field: 'title',
      before: 'Harbour Café opens at 9',
      after: 'Harbour Café opens at 8',
    });
    expect(json('post-templates.json')).toEqual({ templates: [] });
    expect(json('sources.json').sources).toEqual([
      expect.objectContaining({ id: filled.sourceId, name: 'Harbour Café feed' }),
    ]);
    expect(json('bots.json').bots).toEqual([
      expect.objectContaining({
        id: filled.botId,
        name: 'Harbour Café bot',
        page: expect.objectContaining({ id: filled.pageId }),
      }),
    ]);

    const [listed] = json('media.json').media;
    expect(listed).toMatchObject({ id: filled.media.id, fileName: 'Harbour Café cover.png' });
    expect(listed.file).toBe(`media/${filled.media.id}-Harbour Café cover.png`);
    expect(Buffer.from(files[listed.file] ?? []).equals(filled.image)).toBe(true);
    expect(text('README.txt')).toContain('posts.json');
    // Nothing of the other account.
    expect(new TextDecoder().decode(files['posts.json'])).not.toContain('Mill Bakery');
  });

  it('keeps every secret out of the archive: password hashes, sealed credentials and tokens', async () => {
    const db = test.app.context.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const [page] = await db.select().from(pages).where(eq(pages.id, filled.pageId));
    const secrets = [
      user?.passwordHash,
      user?.sealedBitlyToken,
      page?.sealedCredentials,
      'bitly-secret-token',
    ];
    expect(secrets.every(Boolean)).toBe(true);
    const files = unzipSync(new Uint8Array(archive));
    const everything = Buffer.concat([archive, ...Object.values(files).map((file) => Buffer.from(file))]);
    for (const secret of [...secrets, '$argon2', 'passwordHash', 'sealed']) {
      expect(everything.includes(secret as string), `${secret} found in the archive`).toBe(false);
    }
  });

  it('shows the finished export: progress 100, its size, and a link valid for 7 days', async () => {
    const ready = await readExport(owner, exportId);
    expect(ready).toMatchObject({ id: exportId, status: 'ready', progress: 100, sizeBytes: archive.length });
    const lifetime = Date.parse(ready.expiresAt ?? '') - Date.parse(ready.finishedAt ?? '');
    expect(lifetime).toBe(7 * 24 * 3600_000);
    const list = (await call(test, owner, 'GET', '/api/account/exports')).json() as {
      exports: AccountExport[];
    };
    expect(list.exports.map((item) => item.id)).toEqual([exportId]);
    const archived = await call(test, owner, 'GET', `/api/account/exports/${exportId}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.rawPayload.equals(archive)).toBe(true);
  });

  it('refuses the download link with a wrong token, another export’s token, or none, never with a 500', async () => {
    const token = new URL(link, 'http://x').searchParams.get('token');
    const other = await exportReady(stranger);
    const wrong = [
      `/api/account/exports/${exportId}/download?token=wrong-token`,
      `/api/account/exports/${other.id}/download?token=${token}`,
      `/api/account/exports/not-an-id/download?token=${token}`,
    ];
    for (const url of wrong) {
      const response = await test.http.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.key).toBe('invalid_token');
    }
    const missing = await test.http.inject({
      method: 'GET',
      url: `/api/account/exports/${exportId}/download`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ token: 'validation.required' });
  });

  it('hides another account’s export: 404', async () => {
    for (const path of ['', '/archive']) {
      const response = await call(test, stranger, 'GET', `/api/account/exports/${exportId}${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.key).toBe('not_found');
    }
    const list = (await call(test, stranger, 'GET', '/api/account/exports')).json() as {
      exports: AccountExport[];
    };
    expect(list.exports.map((item) => item.id)).not.toContain(exportId);
  });

  it('is for administrators only: editors, writers and viewers get 403', async () => {
    for (const role of ['editor', 'writer', 'viewer'] as const) {
      const member = await buildTeamMember(test, owner, role);
      for (const [method, url] of [
        ['POST', '/api/account/exports'],
        ['GET', '/api/account/exports'],
        ['GET', `/api/account/exports/${exportId}`],
        ['GET', `/api/account/exports/${exportId}/archive`],
      ] as const) {
        const response = await call(test, member, method, url);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error).toMatchObject({ key: 'forbidden', details: { action: 'export' } });
      }
    }
  });

  it('answers the export in progress instead of starting a second one, and refuses its archive until ready', async () => {
    const db = test.app.context.database.db;
    const [running] = await db
      .insert(accountExports)
      .values({
        accountId: stranger.user.accountId,
        requestedBy: stranger.user.id,
        status: 'running',
        progress: 40,
      })
      .returning();
    const again = await call(test, stranger, 'POST', '/api/account/exports');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: running?.id, status: 'running', progress: 40 });
    const archive = await call(test, stranger, 'GET', `/api/account/exports/${running?.id}/archive`);
    expect(archive.statusCode).toBe(409);
    expect(archive.json().error.key).toBe('export_not_ready');
    await db.delete(accountExports).where(eq(accountExports.id, running?.id ?? ''));
  });

  it('does not let an export lost with its job block the account: after 6 hours a new one starts', async () => {
    const db = test.app.context.database.db;
    const [lost] = await db
      .insert(accountExports)
      .values({
        accountId: stranger.user.accountId,
        requestedBy: stranger.user.id,
        status: 'queued',
        createdAt: new Date(Date.now() - 7 * 3600_000),
      })
      .returning();
    const fresh = await exportReady(stranger);
    expect(fresh.id).not.toBe(lost?.id);
    expect((await readExport(stranger, lost?.id ?? '')).status).toBe('failed');
  });

  it('lets an archive expire after 7 days: it reads as expired, its file is deleted, its link stops working', async () => {
    const [row] = await test.app.context.database.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.id, exportId));
    const path = test.app.context.storage.pathOf?.(row?.fileKey ?? '') ?? '';
    expect(existsSync(path)).toBe(true);
    daysAhead = 8;
    try {
      expect((await readExport(owner, exportId)).status).toBe('expired');
      expect(existsSync(path)).toBe(false);
      const download = await test.http.inject({ method: 'GET', url: link });
      expect(download.statusCode).toBe(400);
      const archived = await call(test, owner, 'GET', `/api/account/exports/${exportId}/archive`);
      expect(archived.statusCode).toBe(409);
    } finally {
      daysAhead = 0;
    }
  });

  it('replaces the previous archive with a new one, whose file goes in its place', async () => {
    const first = await exportReady(stranger);
    const second = await exportReady(stranger);
    expect(second.id).not.toBe(first.id);
    expect((await readExport(stranger, first.id)).status).toBe('expired');
    expect((await readExport(stranger, second.id)).status).toBe('ready');
    expect((await test.http.inject({ method: 'GET', url: first.link })).statusCode).toBe(400);
    expect((await test.http.inject({ method: 'GET', url: second.link })).statusCode).toBe(200);
  });
});
