import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourceItem } from '@pagewise/shared/sources/source';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomSource, addItems } from '../bots/test-sources.ts';

let test: TestApp;
let imageServer: Server;
let host = '';
const requests: string[] = [];

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c85028' } })
    .jpeg()
    .toBuffer();
  imageServer = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/photo.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else if (request.url === '/page.html')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
  test = await startTestApp({ env: { SOURCES_ALLOWED_HOSTS: host } });
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => imageServer.close(resolve));
});

describe("a feed item's image", () => {
  it('is shown through Pagewise as a small thumbnail, fetched once, and only by a link the listing signed', async () => {
    const owner = await buildUser(test);
    const other = await buildUser(test);
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Bakery news');
    await addItems(test, sourceId, [
      { title: 'With a photo', imageUrl: `http://${host}/photo.jpg` },
      { title: 'With a page for an image', imageUrl: `http://${host}/page.html` },
      { title: 'Without' },
    ]);
    const listed = await call(test, owner, 'GET', `/api/sources/${sourceId}/items`);
    const items = (listed.json() as { items: SourceItem[] }).items;
    const byTitle = new Map(items.map((item) => [item.title, item]));
    expect(byTitle.get('Without')?.thumbnailUrl).toBeNull();
    const link = byTitle.get('With a photo')?.thumbnailUrl ?? '';
    expect(link).toMatch(/^\/feed-images\/[0-9a-f-]{36}\.[\w-]{32}$/);

    const first = await test.http.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const size = await sharp(first.rawPayload).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(192);
    const second = await test.http.inject({ method: 'GET', url: link });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(requests.filter((path) => path === '/photo.jpg')).toHaveLength(1);

    // Not an image: not found, and the screen shows no picture.
    const page = await test.http.inject({
      method: 'GET',
      url: byTitle.get('With a page for an image')?.thumbnailUrl ?? '',
    });
    expect(page.statusCode).toBe(404);
    // A link this server did not sign, for an item another account may not list.
    const [, token = ''] = link.split('/feed-images/');
    const itemId = token.split('.')[0];
    for (const forged of [
      `/feed-images/${itemId}.${'A'.repeat(32)}`,
      `/feed-images/${itemId}`,
      '/feed-images/x.y',
    ]) {
      expect((await test.http.inject({ method: 'GET', url: forged })).statusCode, forged).toBe(404);
    }
    expect((await call(test, other, 'GET', `/api/sources/${sourceId}/items`)).statusCode).toBe(404);
  });
});
