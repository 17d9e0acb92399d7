import { buffer } from 'node:stream/consumers';
import { startFakeTelegram, type TelegramFake } from '@pagewise/networks/telegram/fake';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pagePictureMaxBytes } from './download-picture.ts';
import { takePagePicture } from './page-picture.ts';
import { type PageRow, pages } from './schema.ts';

type User = Awaited<ReturnType<typeof buildUser>>;
type ShownPage = { id: string; pictureUrl: string | null };

const botToken = '123:picture-bot';
let telegram: TelegramFake;
let test: TestApp;
let owner: User;
let stranger: User;
beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.addBot(botToken, 'picture_bot');
  test = await startTestApp({ env: { NETWORK_TELEGRAM_API_URL: telegram.url } });
  owner = await buildUser(test);
  stranger = await buildUser(test);
});
afterAll(async () => {
  await test?.close();
  await telegram?.close();
});

const served = (url: string) => test.http.inject({ method: 'GET', url });
const rowOf = async (id: string) =>
  (await test.app.context.database.db.select().from(pages).where(eq(pages.id, id)))[0] as PageRow;
const keyOf = (page: ShownPage) => page.pictureUrl?.replace(/^\/media\//, '') ?? '';
const fileExists = (key: string) =>
  buffer(test.app.context.storage.open(key)).then(
    () => true,
    () => false,
  );

async function connectChannel(user: User, channel: string): Promise<ShownPage> {
  telegram.addChannel(channel, { title: `Channel ${channel}`, admins: [botToken] });
  const connected = await call(test, user, 'POST', '/api/networks/telegram/form', {
    fields: { channel: `https://t.me/${channel}`, botToken },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  return connected.json().pages[0] as ShownPage;
}

describe("a page's picture", () => {
  it('is read from the network on connect, made a 256×256 WebP and served at /media/<key>', async () => {
    const page = await connectChannel(owner, 'bakerynews');
    expect(page.pictureUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{43}\.webp$/);
    const file = await served(page.pictureUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // The bot's token is in the address the picture was read from: it is kept nowhere.
    const row = await rowOf(page.id);
    expect(JSON.stringify(row)).not.toContain(botToken);
    expect(telegram.calls.some((c) => c.path.startsWith(`/file/bot${botToken}/photos/`))).toBe(true);
  });

  it('is not read again on refresh when the network gives the same one', async () => {
    const page = await connectChannel(owner, 'samephoto');
    const refreshed = await call(test, owner, 'POST', `/api/pages/${page.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().pictureUrl).toBe(page.pictureUrl);
  });

  it('is replaced on refresh when the network has a new one, and the old file is deleted', async () => {
    const page = await connectChannel(owner, 'newphoto');
    const channel = telegram.state.channels.get('newphoto');
    if (channel) channel.photo += 1;
    const refreshed = await call(test, owner, 'POST', `/api/pages/${page.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const now = refreshed.json() as ShownPage;
    expect(now.pictureUrl).not.toBe(page.pictureUrl);
    expect((await served(now.pictureUrl ?? '')).statusCode).toBe(200);
    expect(await fileExists(keyOf(page))).toBe(false);
  });

  describe('that cannot be had leaves the page its previous one, and connecting goes on', () => {
    let row: PageRow;
    beforeAll(async () => {
      row = await rowOf((await connectChannel(owner, 'refusals')).id);
      telegram
        .on('GET', '/odd/page.html', () => ({
          text: '<html>hi</html>',
          headers: { 'content-type': 'text/html' },
        }))
        .on('GET', '/odd/huge.png', () => ({
          bytes: Buffer.alloc(pagePictureMaxBytes + 1024, 1),
          headers: { 'content-type': 'image/png' },
        }))
        .on('GET', '/odd/fake.png', () => ({ text: '<svg/>', headers: { 'content-type': 'image/png' } }))
        .on('GET', '/odd/gone.png', () => ({ status: 404, text: 'gone' }));
    });

    it.each([
      ['a page that is not an image', '/odd/page.html', 'content type text/html'],
      ['a file over the size cap', '/odd/huge.png', 'too_large'],
      [
        'bytes that only claim to be an image',
        '/odd/fake.png',
        'The picture must be a PNG, JPEG, WebP or GIF image',
      ],
      ['an address that answers 404', '/odd/gone.png', 'status 404'],
      ['a private address other than the network’s own', 'http://127.0.0.1:9/p.png', 'address_refused'],
    ])('%s', async (_case, path, reason) => {
      const said = vi.spyOn(test.app.context.logger, 'info');
      const address = path.startsWith('http') ? path : `${telegram.url}${path}`;
      const kept = await takePagePicture(test.app.context, row, { pictureUrl: address });
      expect(said).toHaveBeenCalledWith(
        { pageId: row.id, kind: 'telegram', reason },
        'page keeps its picture',
      );
      said.mockRestore();
      expect(kept.pictureKey).toBe(row.pictureKey);
      expect((await rowOf(row.id)).pictureKey).toBe(row.pictureKey);
      expect(await fileExists(row.pictureKey ?? '')).toBe(true);
    });

    it('a refused picture on connect: the page is added without one', async () => {
      telegram.failNext({ kind: 'status', status: 500 }, (request) => request.path.startsWith('/file/'));
      const page = await connectChannel(owner, 'brokenphoto');
      expect(page.pictureUrl).toBeNull();
    });
  });

  it('is reached by another account only through its 256-bit key: the page is 404 to them, and deleting it deletes the file', async () => {
    const page = await connectChannel(owner, 'private');
    const listed = await call(test, stranger, 'GET', '/api/pages');
    expect(listed.body).not.toContain(keyOf(page));
    expect((await call(test, stranger, 'POST', `/api/pages/${page.id}/refresh`)).statusCode).toBe(404);
    expect((await call(test, stranger, 'DELETE', `/api/pages/${page.id}`)).statusCode).toBe(404);
    expect((await served(page.pictureUrl ?? '')).statusCode).toBe(200);
    expect((await call(test, owner, 'DELETE', `/api/pages/${page.id}`)).statusCode).toBe(204);
    expect((await served(page.pictureUrl ?? '')).statusCode).toBe(404);
  });

  it('of a sandbox page is drawn by the sandbox, and stays the same on refresh', async () => {
    const connected = await call(test, owner, 'POST', '/api/networks/sandbox/form', {
      fields: { pageName: 'Corner Shop' },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const page = connected.json().pages[0] as ShownPage;
    const file = await served(page.pictureUrl ?? '');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });
    const refreshed = await call(test, owner, 'POST', `/api/pages/${page.id}/refresh`);
    expect(refreshed.json().pictureUrl).toBe(page.pictureUrl);
  });
});
