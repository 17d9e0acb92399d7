import type { Database } from '../../platform/database.ts';
import { findAccountPlan } from './account-plan.ts';
import { assertFeatureOf } from './assert-plan.ts';
import { assertWithinPlan } from './over-limit.ts';

type BotFacts = {
  id: string;
  pageId: string;
  bannedWords: readonly string[];
  shareAsStory: boolean;
  shareTopPosts: boolean;
  optimizeTraffic: boolean;
  contentType: string;
};

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * Whether the account's plan lets a bot be changed (its settings, or switched on): spec §5 "the free
 * plan cannot edit bots" (`editBots`), a bot or a page the plan leaves over its number is read-only
 * (over-limit.ts), new banned words are the blacklist's (`blacklist`), sharing as a story is the
 * stories' (`stories`), mixed link and image posts the `mixedAutopost`'s, sharing top posts again the
 * `shareTopPosts`', posting at the page's best hours the `trafficOptimization`'s. `next`: the settings it
 * would take (its page may change).
 */
export async function assertBotEditable(
  db: Database,
  accountId: string,
  bot: BotFacts,
  next?: Omit<BotFacts, 'id'>,
): Promise<void> {
  const account = await findAccountPlan(db, accountId);
  assertFeatureOf(account, 'editBots');
  await assertWithinPlan(db, accountId, 'bots', [bot.id], account);
  await assertWithinPlan(db, accountId, 'pages', [bot.pageId, ...(next ? [next.pageId] : [])], account);
  if (next && next.bannedWords.length > 0 && !sameWords(next.bannedWords, bot.bannedWords))
    assertFeatureOf(account, 'blacklist');
  if (next?.shareAsStory && !bot.shareAsStory) assertFeatureOf(account, 'stories');
  if (next?.contentType === 'mixed' && bot.contentType !== 'mixed') assertFeatureOf(account, 'mixedAutopost');
  if (next?.shareTopPosts && !bot.shareTopPosts) assertFeatureOf(account, 'shareTopPosts');
  if (next?.optimizeTraffic && !bot.optimizeTraffic) assertFeatureOf(account, 'trafficOptimization');
}
