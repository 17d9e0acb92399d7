import type { Bot } from '@pagewise/shared/bots';
import { plans } from '@pagewise/shared/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser, strongPassword } from '../../test/factories.ts';
import { storeInboxItem } from '../../test/inbox-items.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomSource } from '../bots/test-sources.ts';
import { pages } from '../pages/schema.ts';
import { sources } from '../sources/schema.ts';
import { assertRoomFor } from './assert-plan.ts';
import { countHeld } from './plan-usage.ts';
import { expectPlanLimit, putOnPlan } from './test-plans.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let counter = 0;
const unique = (name: string) => {
  counter += 1;
  return `${name}-${counter}-${Date.now()}`;
};

beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** A new account on a plan, its administrator signed in. */
async function accountOn(plan: Parameters<typeof putOnPlan>[2]): Promise<Who> {
  const owner = await buildUser(test);
  await putOnPlan(test, owner.user.accountId, plan);
  return owner;
}

const member = () => ({
  firstname: 'New',
  lastname: 'Member',
  email: `${unique('member')}@example.com`,
  password: strongPassword,
  role: 'editor',
});

const connect = (who: Who, pageName: string) =>
  call(test, who, 'POST', '/api/networks/sandbox/form', { fields: { pageName } });

const bot = (pageId: string, sourceId: string, more: Record<string, unknown> = {}) => ({
  pageId,
  name: unique('Bot'),
  type: 'custom',
  sourceIds: [sourceId],
  frequency: 'manual',
  ...more,
});

/** A bot sharing links with their previews: what the free plan's bots post. */
const linkBot = (pageId: string, sourceId: string, more: Record<string, unknown> = {}) =>
  bot(pageId, sourceId, { contentType: 'snippet', ...more });

describe('the numbers of a plan, refused at their boundary', () => {
  it('the free plan: one page, a second one refused (spec §5), whatever way it is added', async () => {
    const owner = await accountOn('free');
    await sandboxPage(test, owner, 'The one page');
    expectPlanLimit(await connect(owner, 'A second page'), { plan: 'free', limit: 'pages', max: 1 });
    const listed = (await call(test, owner, 'GET', '/api/pages')).json().pages;
    expect(listed).toHaveLength(1);
  });

  it('starter: up to its number of pages, then refused', async () => {
    const owner = await accountOn('starter');
    const max = plans.starter.limits.pages ?? 0;
    for (let index = 1; index < max; index += 1) await sandboxPage(test, owner, `Page ${index}`);
    expect((await call(test, owner, 'GET', '/api/pages')).json().pages).toHaveLength(max - 1);
    await sandboxPage(test, owner, 'The last one');
    expectPlanLimit(await connect(owner, 'One too many'), { plan: 'starter', limit: 'pages', max });
  });

  it('users: the plan counts every member of the account, its administrators included', async () => {
    const free = await accountOn('free');
    expectPlanLimit(await call(test, free, 'POST', '/api/users', member()), {
      plan: 'free',
      limit: 'users',
      max: 1,
    });
    const starter = await accountOn('starter');
    expect((await call(test, starter, 'POST', '/api/users', member())).statusCode).toBe(201);
    expectPlanLimit(await call(test, starter, 'POST', '/api/users', member()), {
      plan: 'starter',
      limit: 'users',
      max: 2,
    });
  });

  it('sources: the account’s custom sources, up to the plan’s number', async () => {
    const owner = await accountOn('free');
    const source = (name: string) =>
      call(test, owner, 'POST', '/api/sources', { name, type: 'rss', url: 'https://feeds.example/news.xml' });
    expect((await source('One')).statusCode).toBe(201);
    expect((await source('Two')).statusCode).toBe(201);
    expectPlanLimit(await source('Three'), { plan: 'free', limit: 'sources', max: 2 });
  });

  it('two parallel adds at the limit: one passes, the other is refused', async () => {
    const pagesOwner = await accountOn('free');
    const both = await Promise.all([connect(pagesOwner, 'Left'), connect(pagesOwner, 'Right')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect((await call(test, pagesOwner, 'GET', '/api/pages')).json().pages).toHaveLength(1);
    const usersOwner = await accountOn('starter');
    const added = await Promise.all([
      call(test, usersOwner, 'POST', '/api/users', member()),
      call(test, usersOwner, 'POST', '/api/users', member()),
    ]);
    expect(added.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect((await call(test, usersOwner, 'GET', '/api/users')).json().users).toHaveLength(2);
  });

  it('a second add counted while the first is not committed waits for it, then is refused', async () => {
    const owner = await accountOn('free');
    const accountId = owner.user.accountId;
    const db = test.app.context.database.db;
    const add = (name: string, gate?: Promise<void>) =>
      db.transaction(async (tx) => {
        await assertRoomFor(tx, accountId, 'sources', 2);
        await gate;
        await tx.insert(sources).values(
          ['a', 'b'].map((part) => ({
            accountId,
            name: `${name} ${part}`,
            type: 'rss' as const,
            url: 'x',
            feedUrl: 'x',
          })),
        );
      });
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = add('First', gate);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = add('Second');
    await new Promise((resolve) => setTimeout(resolve, 150));
    open();
    const [one, two] = await Promise.allSettled([first, second]);
    expect(one.status).toBe('fulfilled');
    expect(two.status).toBe('rejected');
    expect(two.status === 'rejected' && two.reason.key).toBe('plan_limit');
    expect(await countHeld(db, accountId, 'sources')).toBe(2);
  });
});

describe('bots on the free plan (spec §5: no editing, no more bots)', () => {
  let owner: Who;
  let pageId: string;
  let sourceId: string;
  let made: Bot;

  beforeAll(async () => {
    owner = await accountOn('free');
    pageId = await sandboxPage(test, owner, 'Free corner');
    sourceId = await addCustomSource(test, owner.user.accountId, 'Free feed');
  });

  it('refuses banned words (the blacklist), then makes its one bot, and no second one', async () => {
    const banned = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      bot(pageId, sourceId, { bannedWords: ['war'] }),
    );
    expectPlanLimit(banned, { plan: 'free', feature: 'blacklist' });
    const mixed = await call(
      test,
      owner,
      'POST',
      '/api/bots',
      bot(pageId, sourceId, { contentType: 'mixed' }),
    );
    expectPlanLimit(mixed, { plan: 'free', feature: 'mixedAutopost' });
    // Image posts uploaded to the page's network are native posts (the API's default content type).
    const native = await call(test, owner, 'POST', '/api/bots', bot(pageId, sourceId));
    expectPlanLimit(native, { plan: 'free', feature: 'nativePosts' });
    const first = await call(test, owner, 'POST', '/api/bots', linkBot(pageId, sourceId));
    expect(first.statusCode, first.body).toBe(201);
    made = first.json();
    const second = await call(test, owner, 'POST', '/api/bots', linkBot(pageId, sourceId));
    expectPlanLimit(second, { plan: 'free', limit: 'bots', max: 1 });
  });

  it('cannot edit it nor switch it on again, may switch it off and delete it', async () => {
    const edit = await call(
      test,
      owner,
      'PUT',
      `/api/bots/${made.id}`,
      bot(pageId, sourceId, { name: 'Renamed' }),
    );
    expectPlanLimit(edit, { plan: 'free', feature: 'editBots' });
    const off = await call(test, owner, 'POST', `/api/bots/${made.id}/enable`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const on = await call(test, owner, 'POST', `/api/bots/${made.id}/enable`, { enabled: true });
    expectPlanLimit(on, { plan: 'free', feature: 'editBots' });
    expect((await call(test, owner, 'GET', `/api/bots/${made.id}`)).json()).toMatchObject({
      name: made.name,
    });
    expect((await call(test, owner, 'DELETE', `/api/bots/${made.id}`)).statusCode).toBe(204);
  });

  it('another account gets 404 for the bot, never the plan’s refusal', async () => {
    const again = await call(test, owner, 'POST', '/api/bots', linkBot(pageId, sourceId));
    expect(again.statusCode).toBe(201);
    const stranger = await accountOn('free');
    const theirs = await call(test, stranger, 'PUT', `/api/bots/${again.json().id}`, bot(pageId, sourceId));
    expect(theirs.statusCode).toBe(404);
    const enable = await call(test, stranger, 'POST', `/api/bots/${again.json().id}/enable`, {
      enabled: true,
    });
    expect(enable.statusCode).toBe(404);
  });
});

describe('features a plan locks', () => {
  it('the inbox: replies and moderation are `moderation`; bulk, assignment and bad words `moderationV2`', async () => {
    const free = await accountOn('free');
    const freePage = await sandboxPage(test, free, 'Free inbox');
    const freeItem = await storeInboxItem(test, freePage);
    const reply = await call(test, free, 'POST', `/api/inbox/items/${freeItem.id}/replies`, {
      text: 'Thanks!',
    });
    expectPlanLimit(reply, { plan: 'free', feature: 'moderation' });
    const hide = await call(test, free, 'POST', `/api/inbox/items/${freeItem.id}/actions`, { kind: 'hide' });
    expectPlanLimit(hide, { plan: 'free', feature: 'moderation' });
    // Reading stays open.
    expect((await call(test, free, 'GET', `/api/inbox/items/${freeItem.id}`)).statusCode).toBe(200);

    const starter = await accountOn('starter');
    const page = await sandboxPage(test, starter, 'Starter inbox');
    const item = await storeInboxItem(test, page);
    const answered = await call(test, starter, 'POST', `/api/inbox/items/${item.id}/replies`, {
      text: 'Thanks!',
    });
    expect(answered.statusCode, answered.body).toBe(202);
    const bulk = await call(test, starter, 'POST', '/api/inbox/items/bulk', {
      itemIds: [item.id],
      change: { change: 'status', status: 'treated' },
    });
    expectPlanLimit(bulk, { plan: 'starter', feature: 'moderationV2' });
    const bulkActions = await call(test, starter, 'POST', '/api/inbox/actions/bulk', {
      itemIds: [item.id],
      kind: 'hide',
    });
    expectPlanLimit(bulkActions, { plan: 'starter', feature: 'moderationV2' });
    const assign = await call(test, starter, 'PATCH', `/api/inbox/items/${item.id}`, {
      change: 'assign',
      assigneeId: starter.user.id,
    });
    expectPlanLimit(assign, { plan: 'starter', feature: 'moderationV2' });
    const word = await call(test, starter, 'POST', '/api/inbox/bad-words', { word: 'spam', pageId: null });
    expectPlanLimit(word, { plan: 'starter', feature: 'moderationV2' });

    // Another account's item is a 404, before any plan is looked at.
    const foreign = await call(test, free, 'POST', `/api/inbox/items/${item.id}/replies`, { text: 'Hi' });
    expect(foreign.statusCode).toBe(404);
  });

  it('reporting exports (`pdfExport`): the PDF by e-mail, scheduled reports, API keys made and used', async () => {
    const owner = await buildUser(test);
    const page = await sandboxPage(test, owner, 'Reported page');
    // Made on the trial, which has every feature.
    const made = await call(test, owner, 'POST', '/api/api-keys', { name: 'Reporting tool' });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json().key as string;
    const read = () =>
      test.http.inject({
        method: 'GET',
        url: `/api/v1/reports/overview?period=7d&pageId=${page}`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await read()).statusCode).toBe(200);

    await putOnPlan(test, owner.user.accountId, 'starter');
    expectPlanLimit(await read(), { plan: 'starter', feature: 'pdfExport' });
    expectPlanLimit(await call(test, owner, 'POST', '/api/api-keys', { name: 'Another' }), {
      plan: 'starter',
      feature: 'pdfExport',
    });
    expectPlanLimit(await call(test, owner, 'POST', '/api/reporting/pdfs', { period: '7d', pageId: page }), {
      feature: 'pdfExport',
    });
    const schedule = {
      name: 'Weekly',
      frequency: 'weekly',
      pageId: page,
      recipients: ['client@example.com'],
      language: 'en',
    };
    expectPlanLimit(await call(test, owner, 'POST', '/api/reporting/schedules', schedule), {
      feature: 'pdfExport',
    });
    // The key is kept: it may be listed and revoked, and works again on a plan with the feature.
    expect((await call(test, owner, 'GET', '/api/api-keys')).json().apiKeys).toHaveLength(1);
    await putOnPlan(test, owner.user.accountId, 'standard');
    expect((await read()).statusCode).toBe(200);
    expect((await call(test, owner, 'POST', '/api/reporting/schedules', schedule)).statusCode).toBe(201);

    // Another account's page is a 404 to a free account, not the plan's refusal.
    const stranger = await accountOn('free');
    const theirs = await call(test, stranger, 'POST', '/api/reporting/pdfs', { period: '7d', pageId: page });
    expect(theirs.statusCode).toBe(404);
  });

  it('stories (`stories`): a story, even a draft, and a bot sharing its posts as stories', async () => {
    const owner = await accountOn('starter');
    const pageId = await sandboxPage(test, owner, 'Story corner');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Story feed');
    const story = { intent: 'draft', kind: 'story', pageIds: [pageId], message: 'Behind the oven' };
    expectPlanLimit(await call(test, owner, 'POST', '/api/posts', story), {
      plan: 'starter',
      feature: 'stories',
    });
    const sharing = bot(pageId, sourceId, { shareAsStory: true });
    expectPlanLimit(await call(test, owner, 'POST', '/api/bots', sharing), {
      plan: 'starter',
      feature: 'stories',
    });
    const plain = await call(test, owner, 'POST', '/api/bots', bot(pageId, sourceId));
    expect(plain.statusCode, plain.body).toBe(201);
    const made = plain.json() as Bot;
    const edit = await call(test, owner, 'PUT', `/api/bots/${made.id}`, { ...sharing, name: made.name });
    expectPlanLimit(edit, { plan: 'starter', feature: 'stories' });
    // A plan with stories takes both.
    await putOnPlan(test, owner.user.accountId, 'standard');
    expect((await call(test, owner, 'POST', '/api/posts', story)).statusCode).toBe(201);
    expect((await call(test, owner, 'POST', '/api/bots', sharing)).statusCode).toBe(201);
  });

  it('LinkedIn tagging (`linkedinTagging`): tags on a post to a LinkedIn page', async () => {
    const owner = await accountOn('free');
    const [linkedin] = await test.app.context.database.db
      .insert(pages)
      .values({
        accountId: owner.user.accountId,
        kind: 'linkedin',
        remoteId: `urn:li:organization:${Date.now()}`,
        name: 'Free on LinkedIn',
        sealedCredentials: 'none',
      })
      .returning({ id: pages.id });
    const draft = { intent: 'draft', pageIds: [linkedin?.id], message: 'With friends' };
    expectPlanLimit(
      await call(test, owner, 'POST', '/api/posts', { ...draft, tags: ['boulangerie-durand'] }),
      {
        plan: 'free',
        feature: 'linkedinTagging',
      },
    );
    expect((await call(test, owner, 'POST', '/api/posts', draft)).statusCode).toBe(201);
  });

  it('a member of a free account is refused by the plan only where their role allows the action', async () => {
    const owner = await accountOn('free');
    const page = await sandboxPage(test, owner, 'Team page');
    const item = await storeInboxItem(test, page);
    const viewer = await buildTeamMember(test, owner, 'viewer');
    const writer = await buildTeamMember(test, owner, 'writer');
    const byViewer = await call(test, viewer, 'POST', `/api/inbox/items/${item.id}/replies`, { text: 'Hi' });
    expect(byViewer.json().error.key).toBe('forbidden');
    const byWriter = await call(test, writer, 'POST', `/api/inbox/items/${item.id}/replies`, { text: 'Hi' });
    expectPlanLimit(byWriter, { plan: 'free', feature: 'moderation' });
  });
});
