import type { Bot } from '@pagewise/shared/bots';
import { defaultTimeZone, startOfDayIn } from '@pagewise/shared/time-zones';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { PageRow } from '../pages/schema.ts';
import { countBotPostsSince } from '../posts/count-bot-posts.ts';
import { catalogueKeysOf, customSourceCounts } from '../sources/read-items.ts';
import { botStatus, sourcesDeleted } from './bot-status.ts';
import { type BotRow, botSources } from './schema.ts';

/** The chosen source rows of each bot (manual mode). */
export async function linkedSourcesOf(db: Database, botIds: readonly string[]) {
  const links = new Map<string, string[]>(botIds.map((id) => [id, []]));
  if (botIds.length === 0) return links;
  const rows = await db
    .select()
    .from(botSources)
    .where(inArray(botSources.botId, [...botIds]));
  for (const row of rows) links.get(row.botId)?.push(row.sourceId);
  return links;
}

/**
 * Bots as they leave the server: with their page (spec §7 "each with page.id"), their derived
 * status, their sources (custom source ids, or catalogue keys for a suggested bot) and the posts
 * they made today against their daily limit.
 */
export async function toPublicBots(
  db: Database,
  rows: { bot: BotRow; page: PageRow }[],
  now: Date,
): Promise<Bot[]> {
  const ids = rows.map(({ bot }) => bot.id);
  // One account's bots: their day starts at midnight in its time zone.
  const accountId = rows[0]?.bot.accountId;
  const timeZone = accountId ? await accountTimeZone(db, accountId) : defaultTimeZone;
  const [links, postedToday] = await Promise.all([
    linkedSourcesOf(db, ids),
    countBotPostsSince(db, ids, startOfDayIn(now, timeZone)),
  ]);
  const [keys, customSources] = await Promise.all([
    catalogueKeysOf(
      db,
      rows.filter(({ bot }) => bot.type === 'suggested').flatMap(({ bot }) => links.get(bot.id) ?? []),
    ),
    customSourceCounts(
      db,
      rows.filter(({ bot }) => bot.type === 'custom' && bot.autoSources).map(({ bot }) => bot.accountId),
    ),
  ]);
  return rows.map(({ bot, page }) => {
    const linked = links.get(bot.id) ?? [];
    const sourcesLeft = !bot.autoSources
      ? linked.length
      : bot.type === 'custom'
        ? (customSources.get(bot.accountId) ?? 0)
        : 1;
    const { status, disabledReason } = botStatus(
      {
        enabled: bot.enabled,
        disabledReason: bot.disabledReason,
        sourcesDeleted: sourcesDeleted(bot, sourcesLeft),
        page,
      },
      now,
    );
    return {
      id: bot.id,
      page: { id: page.id, name: page.name, kind: page.kind },
      name: bot.name,
      type: bot.type,
      language: bot.language ?? null,
      topic: bot.topic,
      subcategory: bot.subcategory,
      autoSources: bot.autoSources,
      sourceIds: bot.type === 'suggested' ? linked.flatMap((id) => keys.get(id) ?? []) : linked,
      prefix: bot.prefix,
      suffix: bot.suffix,
      hashtags: bot.hashtags,
      bannedWords: bot.bannedWords,
      inclusionTags: bot.inclusionTags,
      mentionReplacements: bot.mentionReplacements,
      hashtagReplacements: bot.hashtagReplacements,
      dailyLimit: bot.dailyLimit,
      frequency: bot.frequency,
      utm: bot.utm,
      shareAsStory: bot.shareAsStory,
      contentType: bot.contentType,
      textOrigin: bot.textOrigin,
      pinterestBoard: bot.pinterestBoard,
      repostAfterPosting: bot.repostAfterPosting,
      shareTopPosts: bot.shareTopPosts,
      optimizeTraffic: bot.optimizeTraffic,
      linkPosition: bot.linkPosition,
      enabled: bot.enabled,
      status,
      disabledReason,
      lastRunAt: bot.lastRunAt?.toISOString() ?? null,
      nextRunAt: bot.nextRunAt?.toISOString() ?? null,
      postedToday: postedToday.get(bot.id) ?? 0,
      createdAt: bot.createdAt.toISOString(),
    };
  });
}
