import type { BotFrequency, BotSettings } from '@pagewise/shared/bots';
import { nextRunAfter } from './next-run.ts';
import type { BotRow } from './schema.ts';

/** The stored columns of a bot's settings; the sources live in `bot_sources`. */
export function botColumns(input: BotSettings, pinterestBoard: string | null) {
  const suggested = input.type === 'suggested';
  return {
    pageId: input.pageId,
    name: input.name,
    type: input.type,
    language: suggested ? input.language : null,
    topic: suggested ? input.topic : null,
    subcategory: suggested ? input.subcategory : null,
    autoSources: input.type === 'none' ? false : input.autoSources,
    prefix: input.prefix,
    suffix: input.suffix,
    hashtags: input.hashtags,
    bannedWords: input.bannedWords,
    inclusionTags: input.inclusionTags,
    mentionReplacements: input.mentionReplacements,
    hashtagReplacements: input.hashtagReplacements,
    dailyLimit: input.dailyLimit,
    frequency: input.frequency,
    utm: input.utm,
    shareAsStory: input.shareAsStory,
    contentType: input.contentType,
    textOrigin: input.textOrigin,
    pinterestBoard,
    repostAfterPosting: input.repostAfterPosting,
    shareTopPosts: input.shareTopPosts,
    optimizeTraffic: input.optimizeTraffic,
    linkPosition: input.linkPosition,
    enabled: input.enabled,
  };
}

/**
 * When a bot runs next after a change: never while it is off or manual; at once when it is new,
 * switched on or given another frequency (its first posts come at the next sweep); otherwise
 * on its current schedule.
 */
export function nextRunOf(
  after: { enabled: boolean; frequency: BotFrequency },
  before: Pick<BotRow, 'enabled' | 'frequency' | 'nextRunAt'> | null,
  now: Date,
): Date | null {
  if (!after.enabled || nextRunAfter(after.frequency, now) === null) return null;
  if (before?.enabled && before.frequency === after.frequency && before.nextRunAt) return before.nextRunAt;
  return now;
}
