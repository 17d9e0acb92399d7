import { randomUUID } from 'node:crypto';
import type { ConnectedPage } from '@pagewise/networks/adapter';
import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { openCredentials } from '../modules/pages/credentials.ts';
import { pages } from '../modules/pages/schema.ts';
import type { buildUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

export async function call(test: TestApp, who: Who, method: string, url: string, payload?: unknown) {
  return test.http.inject({
    method: method as 'GET',
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A stored page as its network's adapter takes it: its id there, its name and its opened credentials. */
export async function connectedPage(test: TestApp, pageId: string): Promise<ConnectedPage> {
  const [row] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, pageId));
  if (!row) throw new Error('no page');
  return {
    remoteId: row.remoteId,
    name: row.name,
    credentials: openCredentials(test.app.context.secrets, row.sealedCredentials),
  };
}

/** Connects a sandbox page for this user and returns its id. */
export async function sandboxPage(test: TestApp, who: Who, pageName: string): Promise<string> {
  const response = await call(test, who, 'POST', '/api/networks/sandbox/form', { fields: { pageName } });
  expect(response.statusCode, response.body).toBe(201);
  const pages = (response.json() as { pages: { id: string; name: string }[] }).pages;
  const page = pages.find((item) => item.name === pageName);
  if (!page) throw new Error('sandbox page not added');
  return page.id;
}

/** Uploads a file to the user's media (`POST /api/media`, field `file`) and returns its id. */
export async function uploadMedia(
  test: TestApp,
  who: Who,
  content: Buffer,
  fileName = 'image.png',
): Promise<string> {
  const boundary = `upload-${randomUUID()}`;
  const response = await test.http.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Waits until every target of the post has left the queue (posted, error…), or fails. */
export async function settledPost(
  test: TestApp,
  who: Who,
  postId: string,
  timeoutMs = 20_000,
): Promise<Post> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const post = (await call(test, who, 'GET', `/api/posts/${postId}`)).json() as Post;
    const busy = post.targets.some((target) =>
      ['inqueue', 'posting', 'scheduled', 'deleting'].includes(target.status),
    );
    if (!busy) return post;
    if (Date.now() > until) throw new Error(`post still busy: ${JSON.stringify(post.targets)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
