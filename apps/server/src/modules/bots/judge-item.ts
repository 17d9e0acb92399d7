import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { PageRow } from '../pages/schema.ts';
import { type BotPost, checkBotPost } from '../posts/create-bot-post.ts';
import type { SourceItemRow } from '../sources/schema.ts';
import { composeBotPost } from './compose-bot-post.ts';
import { bannedWordIn, hasInclusionTag } from './item-filters.ts';
import type { BotRow } from './schema.ts';

export type Verdict =
  | { outcome: 'banned_word' | 'missing_tag' | 'unusable' }
  /** A post to make, unless the page already has this article (`links`: as read and as posted). */
  | { outcome: 'post'; post: BotPost; links: string[] };

/**
 * What a bot does with one item, before looking at the database: the filters (banned words,
 * inclusion tags), the transforms, and the rules of the page's network. An item whose post the
 * network would refuse (Instagram without an image, too long a text cannot be: it is cut) is unusable.
 */
export function judgeItem(
  bot: BotRow,
  page: Pick<PageRow, 'id' | 'kind' | 'connectionMode'>,
  item: SourceItemRow,
  now: Date,
): Verdict {
  if (bannedWordIn(item, bot.bannedWords)) return { outcome: 'banned_word' };
  if (!hasInclusionTag(item, bot.inclusionTags)) return { outcome: 'missing_tag' };
  const content = composeBotPost(bot, item);
  if (!content) return { outcome: 'unusable' };
  const post: BotPost = {
    accountId: bot.accountId,
    botId: bot.id,
    page: { id: page.id, kind: page.kind as NetworkKind, concierge: page.connectionMode === 'concierge' },
    content: { ...content, message: content.message ?? '' },
  };
  if (checkBotPost(post, now).errors.length > 0) return { outcome: 'unusable' };
  const links = [...new Set([item.link, content.link ?? ''].filter((link) => link !== ''))];
  return { outcome: 'post', post, links };
}
