import type { Bot } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from '../pages/schema.ts';
import { sources } from '../sources/schema.ts';
import { addCustomSource } from './test-sources.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let owner: Who;
let stranger: Who;
let pageId: string;
let sourceId: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  pageId = await sandboxPage(test, owner, 'Bot corner');
  sourceId = await addCustomSource(test, owner.user.accountId, 'My feed');
});
afterAll(() => test.close());

const customBot = (overrides: Record<string, unknown> = {}) => ({
  pageId,
  name: 'Morning news',
  type: 'custom',
  sourceIds: [sourceId],
  prefix: 'News:',
  hashtags: '#daily',
  bannedWords: ['war'],
  dailyLimit: 3,
  frequency: 'manual',
  ...overrides,
});

async function created(body: Record<string, unknown>, who: Who = owner): Promise<Bot> {
  const response = await call(test, who, 'POST', '/api/bots', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Bot;
}

/** A page of another network, written straight to the database (no OAuth round trip needed here). */
async function pageOf(kind: string, name: string) {
  const [row] = await test.app.context.database.db
    .insert(pages)
    .values({
      accountId: owner.user.accountId,
      kind,
      remoteId: `${kind}-${Date.now()}`,
      name,
      sealedCredentials: 'none',
    })
    .returning();
  if (!row) throw new Error('page not inserted');
  return row.id;
}

describe('bots', () => {
  it('creates a bot with every field of spec §3 and lists it with its page', async () => {
    const bot = await created(
      customBot({
        suffix: '— via us',
        inclusionTags: ['ai'],
        mentionReplacements: [{ name: 'Apple', correspondences: ['@Apple'] }],
        hashtagReplacements: [{ name: 'AI', correspondences: ['#AI'] }],
        utm: 'utm_source=pagewise',
        contentType: 'snippet',
        textOrigin: 'description',
        repostAfterPosting: true,
        linkPosition: 'comment',
        shareAsStory: true,
      }),
    );
    expect(bot).toMatchObject({
      page: { id: pageId, name: 'Bot corner', kind: 'sandbox' },
      name: 'Morning news',
      type: 'custom',
      sourceIds: [sourceId],
      bannedWords: ['war'],
      dailyLimit: 3,
      frequency: 'manual',
      contentType: 'snippet',
      linkPosition: 'comment',
      status: 'running',
      disabledReason: null,
      nextRunAt: null,
      postedToday: 0,
    });
    const list = await call(test, owner, 'GET', '/api/bots');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { bots: Bot[] }).bots.find((item) => item.id === bot.id)?.page.id).toBe(pageId);
    const one = await call(test, owner, 'GET', `/api/bots/${bot.id}`);
    expect(one.json()).toEqual(bot);
  });

  it('edits a bot, toggles it, and deletes it', async () => {
    const bot = await created(customBot());
    const edited = await call(
      test,
      owner,
      'PUT',
      `/api/bots/${bot.id}`,
      customBot({ name: 'Evening news', frequency: '2h' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Evening news', frequency: '2h' });
    expect(edited.json().nextRunAt).not.toBeNull();
    const off = await call(test, owner, 'POST', `/api/bots/${bot.id}/enable`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, status: 'disabled', nextRunAt: null });
    const run = await call(test, owner, 'POST', `/api/bots/${bot.id}/run`);
    expect(run.statusCode).toBe(409);
    expect(run.json().error.key).toBe('bot_invalid');
    const on = await call(test, owner, 'POST', `/api/bots/${bot.id}/enable`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, status: 'running' });
    expect((await call(test, owner, 'DELETE', `/api/bots/${bot.id}`)).statusCode).toBe(204);
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).statusCode).toBe(404);
  });

  it('refuses a bot without a name, a page or a source (spec §5), naming each field', async () => {
    const response = await call(test, owner, 'POST', '/api/bots', { type: 'custom', name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: 'validation.required',
      pageId: 'validation.required',
    });
    // The shared schema's rules run once the shape is right (zod skips refinements after shape errors).
    const noSource = await call(test, owner, 'POST', '/api/bots', customBot({ sourceIds: [] }));
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().error.fields).toEqual({ sourceIds: 'validation.bot_needs_source' });
    const suggested = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      customBot({ type: 'suggested', sourceIds: [] }),
    );
    expect(suggested.json().error.fields).toMatchObject({
      language: 'validation.required',
      topic: 'validation.required',
      sourceIds: 'validation.bot_needs_source',
    });
  });

  it('never reuses a correspondence for another mention or hashtag', async () => {
    const response = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      customBot({
        mentionReplacements: [{ name: 'Apple', correspondences: ['@Apple'] }],
        hashtagReplacements: [{ name: 'apple', correspondences: ['@apple'] }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'hashtagReplacements.0.correspondences.0': 'validation.correspondence_reused',
    });
  });

  it('asks for custom sources in My sources first when the account has none', async () => {
    const newcomer = await buildUser(test);
    const page = await sandboxPage(test, newcomer, 'Newcomer page');
    const response = await call(
      test,
      newcomer,
      'POST',
      '/api/bots',
      customBot({ pageId: page, autoSources: true, sourceIds: [] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.key).toBe('bot_no_custom_sources');
    // A bot with no sources at all needs none.
    await created({ pageId: page, name: 'Placeholder', type: 'none' }, newcomer);
  });

  it("refuses sources that are not the account's custom sources or unknown suggested ones", async () => {
    const theirs = await addCustomSource(test, stranger.user.accountId, 'Their feed');
    const foreign = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      customBot({ sourceIds: [sourceId, theirs] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ sourceIds: 'validation.invalid' });
    const unknown = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      customBot({
        type: 'suggested',
        language: 'us',
        topic: 'technology',
        sourceIds: ['us.technology.general.nope'],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ sourceIds: 'validation.invalid' });
  });

  it('makes a row for each suggested source a bot uses, shared by every account', async () => {
    const key = 'us.technology.general.theverge';
    const bot = await created(
      customBot({
        type: 'suggested',
        language: 'us',
        topic: 'technology',
        subcategory: 'general',
        sourceIds: [key],
      }),
    );
    expect(bot.sourceIds).toEqual([key]);
    const again = await created(
      customBot({
        type: 'suggested',
        language: 'us',
        topic: 'technology',
        subcategory: 'general',
        sourceIds: [key],
      }),
    );
    expect(again.sourceIds).toEqual([key]);
    const rows = await test.app.context.database.db
      .select()
      .from(sources)
      .where(eq(sources.catalogueKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId: null, type: 'rss' });
    expect(rows[0]?.nextFetchAt).not.toBeNull();
    const auto = await created(
      customBot({ type: 'suggested', language: 'us', topic: 'technology', autoSources: true, sourceIds: [] }),
    );
    expect(auto).toMatchObject({ autoSources: true, sourceIds: [] });
  });

  it('needs a board on a Pinterest page and a network with stories to share as a story', async () => {
    const pinterest = await pageOf('pinterest', 'Pins');
    const noBoard = await call(test, owner, 'POST', '/api/bots', customBot({ pageId: pinterest }));
    expect(noBoard.statusCode).toBe(400);
    expect(noBoard.json().error.fields).toEqual({ pinterestBoard: 'validation.required' });
    const withBoard = await created(customBot({ pageId: pinterest, pinterestBoard: 'board-1' }));
    expect(withBoard.pinterestBoard).toBe('board-1');
    // Elsewhere a board means nothing and is not kept.
    expect((await created(customBot({ pinterestBoard: 'board-1' }))).pinterestBoard).toBeNull();
    const telegram = await pageOf('telegram', 'Channel');
    const story = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      customBot({ pageId: telegram, shareAsStory: true }),
    );
    expect(story.json().error.fields).toEqual({ shareAsStory: 'validation.invalid' });
  });

  it('shows a bot whose sources were deleted as disabled, and follows its page', async () => {
    const own = await addCustomSource(test, owner.user.accountId, 'Short-lived');
    const page = await sandboxPage(test, owner, 'Expiring page');
    const bot = await created(customBot({ pageId: page, sourceIds: [own] }));
    const db = test.app.context.database.db;
    await db
      .update(pages)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(pages.id, page));
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json().status).toBe('near_expiration');
    await db
      .update(pages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pages.id, page));
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json().status).toBe('expired');
    await db.update(pages).set({ expiresAt: null, status: 'reconnection_needed' }).where(eq(pages.id, page));
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json().status).toBe('reconnection_needed');
    await db.update(pages).set({ status: 'running' }).where(eq(pages.id, page));
    await db.delete(sources).where(eq(sources.id, own));
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json()).toMatchObject({
      status: 'disabled',
      disabledReason: 'source_deleted',
      sourceIds: [],
    });
  });

  it('shows a custom bot in auto mode as disabled once its account has no custom source left, and runs nothing', async () => {
    const loner = await buildUser(test);
    const own = await addCustomSource(test, loner.user.accountId, 'Only feed');
    const page = await sandboxPage(test, loner, 'Auto page');
    const bot = await created(
      customBot({ pageId: page, sourceIds: [], autoSources: true, frequency: 'manual' }),
      loner,
    );
    expect(bot.status).toBe('running');
    await test.app.context.database.db.delete(sources).where(eq(sources.id, own));
    expect((await call(test, loner, 'GET', `/api/bots/${bot.id}`)).json()).toMatchObject({
      status: 'disabled',
      disabledReason: 'source_deleted',
    });
    expect((await call(test, loner, 'GET', '/api/bots')).json().bots[0]).toMatchObject({
      status: 'disabled',
      disabledReason: 'source_deleted',
    });
    expect((await call(test, loner, 'POST', `/api/bots/${bot.id}/run`)).statusCode).toBe(409);
  });

  it("answers 404 to another account on every route, and on another account's page", async () => {
    const bot = await created(customBot());
    for (const [method, path, body] of [
      ['GET', `/api/bots/${bot.id}`],
      ['PUT', `/api/bots/${bot.id}`, customBot()],
      ['DELETE', `/api/bots/${bot.id}`],
      ['POST', `/api/bots/${bot.id}/enable`, { enabled: false }],
      ['POST', `/api/bots/${bot.id}/run`],
      ['GET', '/api/bots/not-a-uuid'],
    ] as const) {
      const response = await call(test, stranger, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(test, stranger, 'GET', '/api/bots')).json().bots).toEqual([]);
    const theirPage = await call(test, stranger, 'POST', '/api/bots', customBot());
    expect(theirPage.statusCode).toBe(404);
    const limited = await buildTeamMember(test, owner, 'editor', {
      pageIds: [await sandboxPage(test, owner, 'Other page')],
    });
    expect((await call(test, limited, 'GET', `/api/bots/${bot.id}`)).statusCode).toBe(404);
    expect((await call(test, limited, 'GET', '/api/bots')).json().bots).toEqual([]);
  });

  it('lets a writer read bots but not make or run them (a bot publishes), and a viewer only read', async () => {
    const bot = await created(customBot());
    const writer = await buildTeamMember(test, owner, 'writer');
    const viewer = await buildTeamMember(test, owner, 'viewer');
    expect((await call(test, writer, 'GET', `/api/bots/${bot.id}`)).statusCode).toBe(200);
    expect((await call(test, viewer, 'GET', '/api/bots')).statusCode).toBe(200);
    for (const who of [writer, viewer]) {
      for (const [method, path, body] of [
        ['POST', '/api/bots', customBot()],
        ['PUT', `/api/bots/${bot.id}`, customBot()],
        ['POST', `/api/bots/${bot.id}/run`],
        ['POST', `/api/bots/${bot.id}/enable`, { enabled: false }],
        ['DELETE', `/api/bots/${bot.id}`],
      ] as const) {
        const response = await call(test, who, method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json().error.key).toBe('forbidden');
      }
    }
  });
});
