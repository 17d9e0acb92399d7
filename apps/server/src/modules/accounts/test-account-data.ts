import type { Media, Post } from '@pagewise/shared/posts/post';
import { expect } from 'vitest';
import type { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addCustomSource } from '../bots/test-sources.ts';
import { plainImage } from '../media/test-files.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

/** Uploads a file as the web app does (multipart, field `file`). */
export async function uploadFile(test: TestApp, who: Who, content: Buffer, fileName: string): Promise<Media> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const request = new Request('http://pagewise.test/api/media', { method: 'POST', body: form });
  const response = await test.http.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Media;
}

/** An account with something of everything: a page, an image, a post using it (edited once), a source and a bot. */
export async function fillAccount(test: TestApp, who: Who, name: string) {
  const pageId = await sandboxPage(test, who, `${name} page`);
  const image = await plainImage('png', 96, 64, { noisy: true });
  const media = await uploadFile(test, who, image, `${name} cover.png`);
  const draft = { intent: 'draft', pageIds: [pageId], kind: 'image', mediaIds: [media.id] };
  const created = await call(test, who, 'POST', '/api/posts', { ...draft, message: `${name} opens at 9` });
  expect(created.statusCode, created.body).toBe(201);
  const post = created.json() as Post;
  const edited = await call(test, who, 'PUT', `/api/posts/${post.id}`, {
    ...draft,
    message: `${name} opens at 8`,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const sourceId = await addCustomSource(test, who.user.accountId, `${name} feed`);
  const bot = await call(test, who, 'POST', '/api/bots', {
    pageId,
    name: `${name} bot`,
    type: 'custom',
    sourceIds: [sourceId],
    frequency: 'manual',
  });
  expect(bot.statusCode, bot.body).toBe(201);
  return { pageId, media, image, postId: post.id, sourceId, botId: (bot.json() as { id: string }).id };
}
