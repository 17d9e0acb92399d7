import type { Bot } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from '../pages/schema.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { botFollowUps } from './schema.ts';
import { followUpClaimMinutes, sendBotFollowUps } from './send-follow-ups.ts';
import { addCustomSource, addItems } from './test-sources.ts';

type SandboxView = {
  posts: { id: string; text: string; link: string | null; replies: { text: string }[]; reposts: number }[];
};

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
});
afterAll(() => test.close());

const db = () => test.app.context.database.db;
const send = () => sendBotFollowUps(test.app.context);

async function newBot(body: Record<string, unknown>): Promise<Bot> {
  const response = await call(test, owner, 'POST', '/api/bots', {
    name: 'Follow-up bot',
    type: 'custom',
    frequency: 'manual',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Bot;
}

/** A bot on a new sandbox page that has posted one item, its publication out. */
async function postedBotItem(settings: Record<string, unknown>) {
  const pageId = await sandboxPage(test, owner, `Follow-ups ${Math.random()}`);
  const sourceId = await addCustomSource(test, owner.user.accountId, 'Follow-up feed');
  const [item] = await addItems(test, sourceId, [{ title: 'An article worth a comment' }]);
  const bot = await newBot({ pageId, sourceIds: [sourceId], ...settings });
  const run = await call(test, owner, 'POST', `/api/bots/${bot.id}/run`);
  expect(run.json()).toMatchObject({ posted: 1 });
  const [post] = await db().select().from(posts).where(eq(posts.botId, bot.id));
  if (!post || !item) throw new Error('no bot post');
  const settled = await settledPost(test, owner, post.id, 30_000);
  expect(settled.targets[0]?.status).toBe('posted');
  const [target] = await db().select().from(postTargets).where(eq(postTargets.postId, post.id));
  if (!target) throw new Error('no target');
  return { pageId, post, target, link: item.link };
}

const view = async (pageId: string) =>
  (await call(test, owner, 'GET', `/api/sandbox/pages/${pageId}`)).json() as SandboxView;
const followUpsOf = (targetId: string) =>
  db().select().from(botFollowUps).where(eq(botFollowUps.targetId, targetId));

describe('a bot’s follow-ups on its publications', () => {
  it('posts the link as the first comment, not in the post, once however often the job runs', async () => {
    const { pageId, post, target, link } = await postedBotItem({
      linkPosition: 'comment',
      contentType: 'text',
      utm: 'utm_source=pagewise',
    });
    const shared = `${link}?utm_source=pagewise`;
    expect(post.message).not.toContain(link);
    expect(post.link).toBe('');
    await send();
    await send();
    const [published] = (await view(pageId)).posts;
    expect(published?.text).toBe('An article worth a comment');
    expect(published?.link).toBeNull();
    expect(published?.replies.map((reply) => reply.text)).toEqual([shared]);
    expect(await followUpsOf(target.id)).toMatchObject([
      { kind: 'comment', status: 'done', text: shared, errorKey: null },
    ]);
    expect((await followUpsOf(target.id))[0]?.remoteId).toBeTruthy();
  });

  it('reposts once, even with two jobs at once and a third after', async () => {
    const { pageId, target } = await postedBotItem({ repostAfterPosting: true });
    await Promise.all([send(), send()]);
    await send();
    expect((await view(pageId)).posts[0]?.reposts).toBe(1);
    expect(await followUpsOf(target.id)).toMatchObject([{ kind: 'repost', status: 'done' }]);
  });

  it('marks a claim whose worker died as uncertain, and never sends it again', async () => {
    const { pageId, target } = await postedBotItem({});
    const now = test.app.context.now();
    const claimedAt = new Date(now.getTime() - (followUpClaimMinutes + 1) * 60_000);
    const [stale] = await db()
      .insert(botFollowUps)
      .values({ targetId: target.id, kind: 'repost', status: 'sending', claimedAt })
      .returning();
    const [recent] = await db()
      .insert(botFollowUps)
      .values({
        targetId: target.id,
        kind: 'comment',
        text: 'still in flight',
        status: 'sending',
        claimedAt: new Date(now.getTime() - 60_000),
      })
      .returning();
    await send();
    await send();
    const rows = await followUpsOf(target.id);
    expect(rows.find((row) => row.id === stale?.id)).toMatchObject({
      status: 'failed',
      errorKey: 'publish_uncertain',
    });
    expect(rows.find((row) => row.id === recent?.id)).toMatchObject({ status: 'sending' });
    const [published] = (await view(pageId)).posts;
    expect(published).toMatchObject({ reposts: 0, replies: [] });
  });

  it('gives up the follow-ups of a publication that failed, without sending them', async () => {
    const { pageId, target } = await postedBotItem({});
    await db().update(postTargets).set({ status: 'error' }).where(eq(postTargets.id, target.id));
    await db()
      .insert(botFollowUps)
      .values({ targetId: target.id, kind: 'comment', text: 'https://x.example' });
    await send();
    expect(await followUpsOf(target.id)).toMatchObject([{ status: 'failed', errorKey: 'target_not_posted' }]);
    expect((await view(pageId)).posts[0]?.replies).toEqual([]);
  });

  it('refuses "repost after posting" on a page whose network cannot repost', async () => {
    const [page] = await db()
      .insert(pages)
      .values({
        accountId: owner.user.accountId,
        kind: 'telegram',
        remoteId: `telegram-${Date.now()}`,
        name: 'A channel',
        sealedCredentials: 'none',
      })
      .returning();
    const response = await call(test, owner, 'POST', '/api/bots', {
      name: 'Reposter',
      type: 'none',
      frequency: 'manual',
      pageId: page?.id,
      repostAfterPosting: true,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ repostAfterPosting: 'validation.invalid' });
  });
});
