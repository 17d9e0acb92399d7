import { makesNativePosts, postsImages } from '@pagewise/shared/bots';
import type { PlanFeature } from '@pagewise/shared/plans';
import type { Database } from '../../platform/database.ts';
import { type AccountPlan, findAccountPlan } from './account-plan.ts';
import { assertFeatureOf } from './assert-plan.ts';
import { assertWithinPlan } from './over-limit.ts';

/** What of a bot's settings a plan's features cover. */
type BotFeatureSettings = {
  bannedWords: readonly string[];
  shareAsStory: boolean;
  shareTopPosts: boolean;
  optimizeTraffic: boolean;
  contentType: string;
};
type BotFacts = BotFeatureSettings & { id: string; pageId: string };
/** The settings a bot takes, on its page's network. */
type NextBotSettings = BotFeatureSettings & { pageKind: string };

/** A new bot has none of them yet. */
const noSettings: BotFeatureSettings = {
  bannedWords: [],
  shareAsStory: false,
  shareTopPosts: false,
  optimizeTraffic: false,
  contentType: '',
};

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * The features a bot's settings (`next`) take that it did not have `before`: new banned words are
 * the blacklist's (`blacklist`), sharing as a story the stories' (`stories`), mixed link and image
 * posts the `mixedAutopost`'s, image posts uploaded to the network the `nativePosts`', sharing top
 * posts again the `shareTopPosts`', posting at the page's best hours the `trafficOptimization`'s.
 * What a bot already has stays (a downgrade edits nothing).
 */
function featuresTaken(next: NextBotSettings, before: BotFeatureSettings): PlanFeature[] {
  const native = makesNativePosts(next.contentType, next.pageKind);
  const nativeBefore = postsImages(before.contentType);
  const taken: [boolean, PlanFeature][] = [
    [next.bannedWords.length > 0 && !sameWords(next.bannedWords, before.bannedWords), 'blacklist'],
    [next.shareAsStory && !before.shareAsStory, 'stories'],
    [next.contentType === 'mixed' && before.contentType !== 'mixed', 'mixedAutopost'],
    [native && !nativeBefore, 'nativePosts'],
    [next.shareTopPosts && !before.shareTopPosts, 'shareTopPosts'],
    [next.optimizeTraffic && !before.optimizeTraffic, 'trafficOptimization'],
  ];
  return taken.filter(([takes]) => takes).map(([, feature]) => feature);
}

/** Refuses a bot's settings that take a feature the account's plan (read once, `account`) lacks. */
export function assertBotFeatures(
  account: AccountPlan,
  next: NextBotSettings,
  before: BotFeatureSettings = noSettings,
): void {
  for (const feature of featuresTaken(next, before)) assertFeatureOf(account, feature);
}

/**
 * Whether the account's plan lets a bot be changed (its settings, or switched on): spec §5 "the free
 * plan cannot edit bots" (`editBots`), a bot or a page the plan leaves over its number is read-only
 * (over-limit.ts), and the features its new settings take (`assertBotFeatures`). `next`: the settings
 * it would take (its page may change).
 */
export async function assertBotEditable(
  db: Database,
  accountId: string,
  bot: BotFacts,
  next?: Omit<BotFacts, 'id'> & NextBotSettings,
): Promise<void> {
  const account = await findAccountPlan(db, accountId);
  assertFeatureOf(account, 'editBots');
  await assertWithinPlan(db, accountId, 'bots', [bot.id], account);
  await assertWithinPlan(db, accountId, 'pages', [bot.pageId, ...(next ? [next.pageId] : [])], account);
  if (next) assertBotFeatures(account, next, bot);
}
