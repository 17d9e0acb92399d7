import type { BotContentType } from '@pagewise/shared/bots';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { type BotRow, botItems } from './schema.ts';

/** What a post of a bot is made as: every content type but `mixed`, which takes one of them in turn. */
export type PostedContentType = Exclude<BotContentType, 'mixed'>;
/**
 * A bot as it makes one post; `nativePosts`: whether its plan lets it upload the article's image as
 * the page's own photo (`makesNativePosts`), else its image posts share the link, whose preview shows it.
 */
export type BotInTurn = Omit<BotRow, 'contentType'> & {
  contentType: PostedContentType;
  nativePosts: boolean;
};

/** The plan's features a bot's posts take. */
type PostFeatures = { mixedAutopost: boolean; nativePosts: boolean };
const everyPostFeature: PostFeatures = { mixedAutopost: true, nativePosts: true };

/**
 * The plans' "mixed link/image autopost": a `mixed` bot's posts are, in turn, an image post
 * (`text_image`, its first) and a link preview (`snippet`); `turn` counts the posts it made before.
 * On a plan without the feature (after a downgrade) it makes image posts only.
 */
export function botInTurn(bot: BotRow, turn: number, features: PostFeatures = everyPostFeature): BotInTurn {
  const { nativePosts } = features;
  if (bot.contentType !== 'mixed') return { ...bot, contentType: bot.contentType, nativePosts };
  const contentType = features.mixedAutopost && turn % 2 === 1 ? 'snippet' : 'text_image';
  return { ...bot, contentType, nativePosts };
}

/** The posts a bot made: the turn of its next one. */
export async function postsMadeBy(db: Database, botId: string): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(botItems)
    .where(and(eq(botItems.botId, botId), eq(botItems.outcome, 'posted')));
  return row?.made ?? 0;
}
