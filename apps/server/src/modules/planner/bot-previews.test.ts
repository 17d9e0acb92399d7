import type { Bot } from '@pagewise/shared/bots';
import type { PlannerItem, PlannerResponse } from '@pagewise/shared/planner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomSource, addItems } from '../bots/test-sources.ts';
import { withPreviewsByDay } from './bot-previews.ts';

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
});
afterAll(() => test.close());

const week = () => {
  const from = new Date(Date.now() - 86_400_000);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
};

describe('bot previews in the planner', () => {
  it('shows the next posts of a bot as preview events, in the week and the month views', async () => {
    const pageId = await sandboxPage(test, owner, 'Preview page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Preview feed');
    await addItems(test, sourceId, [
      { title: 'Harbour reopens' },
      { title: 'War at sea' },
      { title: 'Ferry back' },
    ]);
    const created = await call(test, owner, 'POST', '/api/bots', {
      pageId,
      name: 'Preview bot',
      type: 'custom',
      sourceIds: [sourceId],
      prefix: 'News:',
      bannedWords: ['war'],
      frequency: '1h',
    });
    expect(created.statusCode, created.body).toBe(201);
    const bot = created.json() as Bot;
    const { from, to } = week();

    const weekView = (
      await call(test, owner, 'GET', `/api/planner?from=${from}&to=${to}`)
    ).json() as PlannerResponse;
    const previews = weekView.items.filter((item) => item.kind === 'preview');
    expect(previews.map((item) => item.title)).toEqual(['News: Harbour reopens', 'News: Ferry back']);
    expect(previews[0]).toMatchObject({ pageId, pageName: 'Preview page', postId: null, movable: false });
    expect(previews.every((item) => item.id.startsWith(`preview:${bot.id}:`))).toBe(true);

    const monthView = (
      await call(test, owner, 'GET', `/api/planner?from=${from}&to=${to}&perDay=4&timeZone=Europe/Paris`)
    ).json() as PlannerResponse;
    expect(monthView.items.filter((item) => item.kind === 'preview')).toHaveLength(2);

    // Another page chosen: not this bot's previews.
    const other = await sandboxPage(test, owner, 'Other page');
    const filtered = (
      await call(test, owner, 'GET', `/api/planner?from=${from}&to=${to}&pageIds=${other}`)
    ).json() as PlannerResponse;
    expect(filtered.items.filter((item) => item.kind === 'preview')).toEqual([]);

    // Another account sees none of them.
    const stranger = await buildUser(test);
    const theirs = (
      await call(test, stranger, 'GET', `/api/planner?from=${from}&to=${to}`)
    ).json() as PlannerResponse;
    expect(theirs.items).toEqual([]);
  });

  it('fills a month day up to its events a day and counts the rest in "+N more"', () => {
    const event = (id: string, start: string): PlannerItem => ({
      id,
      kind: 'preview',
      start,
      postId: null,
      targetId: null,
      pageId: 'p',
      pageName: 'P',
      pageKind: 'sandbox',
      title: id,
      postKind: null,
      publications: 1,
      storyOfPostId: null,
      validation: 'none',
      assigneeName: null,
      movable: false,
    });
    const month = {
      items: [event('a', '2026-12-01T08:00:00Z'), event('b', '2026-12-01T09:00:00Z')],
      more: [{ day: '2026-12-03', count: 2 }],
    };
    const previews = [
      event('p1', '2026-12-01T10:00:00Z'),
      event('p2', '2026-12-01T11:00:00Z'),
      // 23:30 UTC is already the 2nd in Paris.
      event('p3', '2026-12-01T23:30:00Z'),
    ];
    const merged = withPreviewsByDay(month, previews, { perDay: 3, timeZone: 'Europe/Paris' });
    expect(merged.items.map((item) => item.id)).toEqual(['a', 'b', 'p1', 'p3']);
    expect(merged.more).toEqual([
      { day: '2026-12-01', count: 1 },
      { day: '2026-12-03', count: 2 },
    ]);
  });
});
