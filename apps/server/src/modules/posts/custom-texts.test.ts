import type { Post } from '@pagewise/shared/posts/post';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxPosts } from '../sandbox/schema.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let pageA: string;
let pageB: string;
let theirPage: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  pageA = await sandboxPage(test, owner, 'Quay Books');
  pageB = await sandboxPage(test, owner, 'Quay Prints');
  theirPage = await sandboxPage(test, stranger, 'Other Quay');
});
afterAll(() => test.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('texts per network and per page', () => {
  it('saves, reads back and updates the texts, dropping blank ones, and records them in the history', async () => {
    const created = await call(test, owner, 'POST', '/api/posts', {
      intent: 'schedule',
      scheduledAt: inMinutes(30),
      pageIds: [pageA, pageB],
      message: 'Poetry night on Friday',
      networkTexts: { sandbox: 'Poetry night, sandbox edition', twitter: 'No X page: dropped' },
      pageTexts: { [pageB]: '  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json() as Post;
    expect(post.networkTexts).toEqual({ sandbox: 'Poetry night, sandbox edition' });
    expect(post.pageTexts).toEqual({});
    expect(post.customised).toBe(true);

    const updated = await call(test, owner, 'PUT', `/api/posts/${post.id}`, {
      intent: 'schedule',
      scheduledAt: inMinutes(30),
      pageIds: [pageA, pageB],
      message: 'Poetry night on Friday',
      networkTexts: {},
      pageTexts: { [pageB]: 'Prints of the poems on sale' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = (await call(test, owner, 'GET', `/api/posts/${post.id}`)).json() as Post;
    expect(read).toMatchObject({
      networkTexts: {},
      pageTexts: { [pageB]: 'Prints of the poems on sale' },
      customised: true,
    });

    const history = (await call(test, owner, 'GET', `/api/posts/${post.id}/history`)).json();
    expect(history.entries[0].changes).toContainEqual({
      field: 'networkTexts',
      before: null,
      after: { sandbox: 'Poetry night, sandbox edition' },
    });
    expect(history.entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'networkTexts', before: { sandbox: 'Poetry night, sandbox edition' }, after: {} },
        { field: 'pageTexts', before: {}, after: { [pageB]: 'Prints of the poems on sale' } },
      ]),
    );
  });

  it("refuses a page text of another account's page, or of a page the post does not go to", async () => {
    for (const pageTexts of [
      { [theirPage]: 'Borrowed' },
      { [pageB]: 'Not on this post' },
      { fff: 'Bad id' },
    ]) {
      const response = await call(test, owner, 'POST', '/api/posts', {
        intent: 'draft',
        pageIds: [pageA],
        message: 'A draft',
        pageTexts,
      });
      expect(response.statusCode, response.body).toBe(400);
      const [id] = Object.keys(pageTexts);
      expect(response.json().error.fields).toEqual({ [`pageTexts.${id}`]: 'post.page_unknown' });
    }
  });

  it('answers malformed texts with a field error, never a 500', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`p${index}`, 'Hi']));
    for (const [texts, field] of [
      [{ networkTexts: { myspace: 'Hi' } }, 'networkTexts'],
      [{ pageTexts: many }, 'pageTexts'],
      [{ networkTexts: { twitter: 'a'.repeat(70_001) } }, 'networkTexts.twitter'],
    ] as const) {
      const response = await call(test, owner, 'POST', '/api/posts', {
        intent: 'draft',
        pageIds: [pageA],
        message: 'A draft',
        ...texts,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
    }
  });

  it('refuses to schedule a text over its network’s limit, naming the text’s field', async () => {
    const response = await call(test, owner, 'POST', '/api/posts', {
      intent: 'schedule',
      scheduledAt: inMinutes(30),
      pageIds: [pageA],
      message: 'Fine',
      networkTexts: { sandbox: 'a'.repeat(5001) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ 'networkTexts.sandbox': 'post.text_too_long' });
  });

  it('sends each page its most specific text: its own, else its network’s, else the common one', async () => {
    const created = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageA, pageB],
      message: 'Common text of the sale',
      networkTexts: { sandbox: 'Sandbox text of the sale' },
      pageTexts: { [pageB]: 'Quay Prints text of the sale' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await settledPost(test, owner, (created.json() as Post).id);
    expect(post.targets.map((target) => target.status)).toEqual(['posted', 'posted']);
    const sent = await test.app.context.database.db
      .select()
      .from(sandboxPosts)
      .where(
        inArray(
          sandboxPosts.idempotencyKey,
          post.targets.map((target) => target.id),
        ),
      );
    const textOf = (pageId: string) =>
      sent.find((row) => row.idempotencyKey === post.targets.find((t) => t.pageId === pageId)?.id)?.text;
    expect(textOf(pageA)).toBe('Sandbox text of the sale');
    expect(textOf(pageB)).toBe('Quay Prints text of the sale');
  });

  it('exports the texts in their own columns', async () => {
    const created = await call(test, owner, 'POST', '/api/posts', {
      intent: 'draft',
      pageIds: [pageA, pageB],
      message: 'Export me',
      // No comma: the test splits the lines on commas.
      networkTexts: { sandbox: 'Sandbox exported' },
      pageTexts: { [pageA]: 'Page A exported' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const csv = (await call(test, owner, 'GET', '/api/posts/export.csv?status=all')).body;
    const [header = '', ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n');
    const columns = header.split(',');
    expect(columns).toEqual(expect.arrayContaining(['page_text', 'text_sandbox', 'text_twitter']));
    const rows = lines.filter((line) => line.includes('Export me')).map((line) => line.split(','));
    const cell = (row: string[] | undefined, column: string) => row?.[columns.indexOf(column)];
    const rowA = rows.find((row) => cell(row, 'page') === 'Quay Books');
    const rowB = rows.find((row) => cell(row, 'page') === 'Quay Prints');
    expect(cell(rowA, 'page_text')).toBe('Page A exported');
    expect(cell(rowB, 'page_text')).toBe('');
    expect(cell(rowA, 'text_sandbox')).toBe('Sandbox exported');
    expect(cell(rowB, 'text_sandbox')).toBe('Sandbox exported');
    expect(cell(rowB, 'text_twitter')).toBe('');
  });

  it('keeps only the common text in a template', async () => {
    const response = await call(test, owner, 'POST', '/api/post-templates', {
      name: 'Sale',
      content: {
        message: 'Common',
        pageIds: [pageA],
        networkTexts: { sandbox: 'Own' },
        pageTexts: { [pageA]: 'Page' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content).toMatchObject({ message: 'Common', networkTexts: {}, pageTexts: {} });
  });
});
