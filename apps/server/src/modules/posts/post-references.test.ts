import type { Post } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, uploadMedia } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { plainImage } from '../media/test-files.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let page: string;
let image: string;
let theirs: { page: string; image: string; post: string };

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  const png = await plainImage('png', 16, 16);
  page = await sandboxPage(test, owner, 'My shop');
  image = await uploadMedia(test, owner, png);
  const theirPage = await sandboxPage(test, stranger, 'Their shop');
  const theirPost = await call(test, stranger, 'POST', '/api/posts', {
    intent: 'draft',
    pageIds: [theirPage],
    message: 'Their draft',
  });
  theirs = { page: theirPage, image: await uploadMedia(test, stranger, png), post: theirPost.json().id };
});
afterAll(() => test.close());

const draft = (content: Record<string, unknown>) => ({
  intent: 'draft',
  pageIds: [page],
  message: 'A draft',
  ...content,
});

/** Every reference a post's content holds, each set to `id` alone. */
const references = (id: string) => [
  { storyOfPostId: id },
  { kind: 'story', storyOfPostId: id },
  { thumbnailMediaId: id },
  { documentMediaId: id },
  { mediaIds: [id] },
];
const fieldOf = (content: Record<string, unknown>) =>
  Object.keys(content)
    .filter((key) => key !== 'kind')
    .map((key) => (key === 'mediaIds' ? 'mediaIds.0' : key))[0] as string;

describe('the ids a post refers to', () => {
  it('answers an id that is not a UUID with a field error, never a 500, on create and update', async () => {
    const existing = (await call(test, owner, 'POST', '/api/posts', draft({}))).json() as Post;
    for (const content of [...references('fff'), ...references('')]) {
      for (const [method, url] of [
        ['POST', '/api/posts'],
        ['PUT', `/api/posts/${existing.id}`],
      ] as const) {
        const response = await call(test, owner, method, url, draft(content));
        expect(response.statusCode, `${method} ${JSON.stringify(content)}: ${response.body}`).toBe(400);
        expect(response.json().error.fields).toHaveProperty(fieldOf(content));
      }
    }
  });

  it("refuses another account's files and posts in a draft, like unknown ones", async () => {
    const refused = [...references(theirs.image), ...references(theirs.post)];
    for (const content of refused) {
      const response = await call(test, owner, 'POST', '/api/posts', draft(content));
      expect(response.statusCode, `${JSON.stringify(content)}: ${response.body}`).toBe(400);
      expect(Object.values(response.json().error.fields)).toEqual([
        expect.stringMatching(/^post\.(media|story_post)_unknown$/),
      ]);
    }
    const own = await call(test, owner, 'POST', '/api/posts', draft({ kind: 'image', mediaIds: [image] }));
    expect(own.statusCode, own.body).toBe(201);
  });

  it("refuses another account's pages, files and posts in a template, and keeps the caller's own", async () => {
    for (const content of [
      { pageIds: [theirs.page] },
      ...references(theirs.image),
      ...references(theirs.post),
      ...references('fff'),
    ]) {
      const response = await call(test, owner, 'POST', '/api/post-templates', {
        name: 'Borrowed',
        content: { message: 'Hello', ...content },
      });
      expect(response.statusCode, `${JSON.stringify(content)}: ${response.body}`).toBe(400);
      expect(response.json().error.key).toBe('invalid_data');
    }
    const own = await call(test, owner, 'POST', '/api/post-templates', {
      name: 'Mine',
      content: { message: 'Hello', pageIds: [page], mediaIds: [image] },
    });
    expect(own.statusCode, own.body).toBe(201);
    const listed = (await call(test, owner, 'GET', '/api/post-templates')).json().templates;
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(`${theirs.image}|${theirs.post}|${theirs.page}`));
  });
});
