import type { BotContentType } from '@pagewise/shared/bots';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { type BotRow, botItems } from './schema.ts';

/** What a post of a bot is made as: every content type but `mixed`, which takes one of them in turn. */
export type PostedContentType = Exclude<BotContentType, 'mixed'>;
/** A bot as it makes one post. */
export type BotInTurn = Omit<BotRow, 'contentType'> & { contentType: PostedContentType };

/**
 * The plans' "mixed link/image autopost": a `mixed` bot's posts are, in turn, an image post
 * (`text_image`, its first) and a link preview (`snippet`); `turn` counts the posts it made before.
 * On a plan without the feature (`mixedAllowed` false, after a downgrade) it makes image posts only.
 */
export function botInTurn(bot: BotRow, turn: number, mixedAllowed = true): BotInTurn {
  if (bot.contentType !== 'mixed') return { ...bot, contentType: bot.contentType };
  return { ...bot, contentType: mixedAllowed && turn % 2 === 1 ? 'snippet' : 'text_image' };
}

/** The posts a bot made: the turn of its next one. */
export async function postsMadeBy(db: Database, botId: string): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(botItems)
    .where(and(eq(botItems.botId, botId), eq(botItems.outcome, 'posted')));
  return row?.made ?? 0;
}
