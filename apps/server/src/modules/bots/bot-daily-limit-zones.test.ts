import type { Bot } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { runBot } from './run-bot.ts';
import { addCustomSource, addItems } from './test-sources.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let clock = new Date('2026-10-20T12:00:00Z');
beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
});
afterAll(() => test.close());

/** An account in `timeZone` with a bot of 2 posts a day (one per run) and 6 articles waiting. */
async function botIn(timeZone: string): Promise<{ owner: Who; bot: Bot }> {
  const owner = await buildUser(test);
  await test.app.context.database.db
    .update(accounts)
    .set({ timeZone })
    .where(eq(accounts.id, owner.user.accountId));
  const pageId = await sandboxPage(test, owner, `Page in ${timeZone}`);
  const sourceId = await addCustomSource(test, owner.user.accountId, `Feed in ${timeZone}`);
  await addItems(
    test,
    sourceId,
    Array.from({ length: 6 }, (_, index) => ({ title: `Article ${index} of ${timeZone}` })),
  );
  const response = await call(test, owner, 'POST', '/api/bots', {
    name: 'Daily bot',
    type: 'custom',
    frequency: '6h',
    pageId,
    sourceIds: [sourceId],
    dailyLimit: 2,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { owner, bot: response.json() as Bot };
}

const runAt = async (bot: Bot, at: string) => {
  clock = new Date(at);
  return (await runBot(test.app.context, bot.id)).posted;
};

describe("a bot's daily limit", () => {
  it("counts from midnight in the account's time zone, through the 25-hour day of the autumn change", async () => {
    const paris = await botIn('Europe/Paris');
    const utc = await botIn('UTC');
    for (const { bot } of [paris, utc]) {
      // 00:30 in Paris on 25 October (still the 24th in UTC), then 11:00 in Paris.
      expect(await runAt(bot, '2026-10-24T22:30:00Z')).toBe(1);
      expect(await runAt(bot, '2026-10-25T10:00:00Z')).toBe(1);
    }
    // 23:30 in Paris, the 25th's 25th hour: Paris's day has its two posts; UTC's day has one.
    expect(await runAt(paris.bot, '2026-10-25T22:30:00Z')).toBe(0);
    expect(await runAt(utc.bot, '2026-10-25T22:30:00Z')).toBe(1);
    // Midnight in Paris (23:00 UTC, 25 hours after the day began): a new day.
    expect(await runAt(paris.bot, '2026-10-25T23:00:00Z')).toBe(1);
    const listed = (await call(test, paris.owner, 'GET', `/api/bots/${paris.bot.id}`)).json() as Bot;
    expect(listed.postedToday).toBe(1);
  });

  it('counts the 23-hour day of the spring change as one day', async () => {
    const paris = await botIn('Europe/Paris');
    // 00:30 and 23:30 in Paris on 29 March 2026 (23:30 UTC on the 28th, 21:30 UTC on the 29th).
    expect(await runAt(paris.bot, '2026-03-28T23:30:00Z')).toBe(1);
    expect(await runAt(paris.bot, '2026-03-29T21:30:00Z')).toBe(1);
    expect(await runAt(paris.bot, '2026-03-29T21:45:00Z')).toBe(0);
    // Midnight in Paris is 22:00 UTC that day.
    expect(await runAt(paris.bot, '2026-03-29T22:00:00Z')).toBe(1);
  });
});
