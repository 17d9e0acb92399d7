import type { botRunResult } from '@pagewise/shared/bots';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { discardMedia } from '../media/delete-media.ts';
import { pages } from '../pages/schema.ts';
import { nextOptimalTime } from '../planner/optimal-times.ts';
import { pageOptimalTimes } from '../planner/read-optimal-times.ts';
import { findAccountPlan } from '../plans/account-plan.ts';
import { overLimitRefusal } from '../plans/over-limit.ts';
import { queueBotPosts } from '../posts/create-bot-post.ts';
import { readNewItems } from '../sources/read-items.ts';
import { botPosts, botStatus, sourcesDeleted } from './bot-status.ts';
import { fetchItemImage, postsItemImages } from './fetch-item-image.ts';
import { type Handled, handleItem } from './handle-item.ts';
import { judgeItem } from './judge-item.ts';
import { type BotInTurn, botInTurn, postsMadeBy } from './mixed-turn.ts';
import { botItems, bots } from './schema.ts';
import { shareTopPost } from './share-top-post.ts';
import { sourcesToRead } from './sources-to-read.ts';

export type BotRunResult = z.infer<typeof botRunResult>;

/** A bot reads items the poller stored this recently; older ones are news no more. */
export const itemWindowDays = 7;
/** And at most each source's newest items: a new bot, or a feed that delivers fifty at once, does not flood the page. */
export const newestPerSource = 20;
/** Items looked at in one run (filtered ones included). */
const itemsPerRun = 200;

/** Items this bot has not dealt with yet (the condition the sources domain applies to its items). */
export const notHandledBy = (botId: string) => (itemId: AnyPgColumn) =>
  sql`not exists (select 1 from ${botItems} where ${botItems.botId} = ${botId} and ${botItems.itemId} = ${itemId})`;

/** Posts per run: an interval bot posts once per interval (its frequency paces it); instant and manual ones post all they have. */
export const postsPerRun = (frequency: string) =>
  frequency === 'instant' || frequency === 'manual' ? Number.POSITIVE_INFINITY : 1;

export async function loadBot(db: Database, botId: string) {
  const [row] = await db
    .select({ bot: bots, page: pages })
    .from(bots)
    .innerJoin(pages, eq(pages.id, bots.pageId))
    .where(eq(bots.id, botId))
    .limit(1);
  return row;
}

/** The bot's items waiting to be dealt with, oldest first, and its status now. */
export async function waitingItemsOf(
  db: Database,
  row: NonNullable<Awaited<ReturnType<typeof loadBot>>>,
  now: Date,
) {
  const { bot, page } = row;
  const sourceIds = await sourcesToRead(db, bot, now);
  const { status } = botStatus(
    {
      enabled: bot.enabled,
      disabledReason: bot.disabledReason,
      sourcesDeleted: sourcesDeleted(bot, sourceIds.length),
      page,
    },
    now,
  );
  const items = botPosts(status)
    ? await readNewItems(db, {
        sourceIds,
        since: new Date(now.getTime() - itemWindowDays * 86_400_000),
        perSource: newestPerSource,
        notHandled: notHandledBy(bot.id),
        limit: itemsPerRun,
      })
    : [];
  return { status, items };
}

/**
 * One run of a bot (spec §3): its new items, oldest first, through its filters and transforms,
 * each posted on its page through the posts domain (origin `auto`, due now) within its daily
 * limit, skipping articles the page already has. A bot that cannot post (switched off, its page
 * expired or to reconnect, its sources gone) does nothing. Safe to run twice at once.
 */
export async function runBot(context: AppContext, botId: string): Promise<BotRunResult> {
  const db = context.database.db;
  const now = context.now();
  const row = await loadBot(db, botId);
  if (!row) return { posted: 0, skipped: 0, waiting: 0 };
  const { bot } = row;
  // A bot, or a page, that its account's plan leaves over its number is kept, read-only: it does not run.
  const account = await findAccountPlan(db, bot.accountId);
  const frozen = await overLimitRefusal(db, bot.accountId, { bots: [bot.id], pages: [bot.pageId] }, account);
  if (frozen) {
    context.logger.info({ botId, reason: 'plan_limit', ...frozen.details }, 'bot skipped: over its plan');
    return { posted: 0, skipped: 0, waiting: 0 };
  }
  // A plan without stories: the bot's "share as story" waits for a plan that has them.
  const { features } = account.inForce;
  const running = { ...row, bot: { ...bot, shareAsStory: bot.shareAsStory && features.stories } };
  const made = bot.contentType === 'mixed' ? await postsMadeBy(db, bot.id) : 0;
  // The plans' "traffic optimization": this run's posts go out at the page's next best hour.
  const optimal =
    bot.optimizeTraffic && features.trafficOptimization ? await pageOptimalTimes(context, row.page) : null;
  const at = optimal ? nextOptimalTime(optimal, now) : now;
  const { status, items } = await waitingItemsOf(db, row, now);
  const perRun = postsPerRun(bot.frequency);
  let posted = 0;
  let skipped = 0;
  let handled = 0;
  for (const item of items) {
    if (posted >= perRun) break;
    const inTurn = botInTurn(running.bot, made + posted, features);
    const result = await postItem(context, { ...running, bot: inTurn }, item, now, at);
    if (result.kind === 'limit') {
      // The plan's posts per day: the bot skips this run, the engine goes on with the others.
      if (result.reason === 'plan_limit')
        context.logger.info({ botId, reason: 'plan_limit', ...result.details }, 'bot skipped: plan limit');
      break;
    }
    handled += 1;
    if (result.kind === 'posted') {
      posted += 1;
      // Each post goes out as soon as it is committed, not after the whole run.
      await queueBotPosts(context, result.wakeUps);
    } else if (result.kind === 'skipped') skipped += 1;
  }
  // The plans' "share top posts": the page's best publication again, once a week.
  if (features.shareTopPosts && botPosts(status) && (await shareTopPost(context, bot, row.page, now)))
    posted += 1;
  await db.update(bots).set({ lastRunAt: now }).where(eq(bots.id, bot.id));
  if (posted + skipped > 0) context.logger.info({ botId, posted, skipped }, 'bot ran');
  return { posted, skipped, waiting: items.length - handled };
}

/**
 * One item through the bot: judged, its image fetched (`text_image`) when it is to be posted, then
 * handled in one transaction. The image is fetched first, outside the transaction, so a slow host
 * never holds the bot's row; an image the post did not take (refused by the network's rules, the
 * item skipped or taken by another run) is deleted again. When the transaction fails the file is
 * kept, since the commit's outcome may be unknown: an unused file is harmless, a post without its
 * file is not.
 */
async function postItem(
  context: AppContext,
  { bot, page }: { bot: BotInTurn; page: NonNullable<Awaited<ReturnType<typeof loadBot>>>['page'] },
  item: Awaited<ReturnType<typeof waitingItemsOf>>['items'][number],
  now: Date,
  at: Date,
): Promise<Handled> {
  const first = judgeItem(bot, page, item, now);
  const kind = page.kind as NetworkKind;
  if (first.outcome !== 'post' || !item.imageUrl || !postsItemImages(bot, kind))
    return handleItem(context, bot, item.id, first, now, at);
  const image = await fetchItemImage(context, bot, kind, item);
  const verdict = judgeItem(bot, page, item, now, image);
  const result = await handleItem(context, bot, item.id, verdict, now, at);
  const used =
    result.kind === 'posted' &&
    verdict.outcome === 'post' &&
    verdict.post.content.mediaIds?.includes(image?.id ?? '');
  if (image && !used) await discardMedia(context, bot.accountId, image.id);
  return result;
}
