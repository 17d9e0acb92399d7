import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { MediaFacts } from '@pagewise/shared/posts/post';
import { shortenForNetwork } from '@pagewise/shared/posts/shorten-text';
import type { PageRow } from '../pages/schema.ts';
import { type BotPost, checkBotPost } from '../posts/create-bot-post.ts';
import type { SourceItemRow } from '../sources/schema.ts';
import { botLinkOf, composeBotPost } from './compose-bot-post.ts';
import { postsItemImages } from './fetch-item-image.ts';
import { bannedWordIn, hasInclusionTag } from './item-filters.ts';
import type { BotInTurn } from './mixed-turn.ts';
import type { BotFollowUpKind } from './schema.ts';

export type Verdict =
  | { outcome: 'banned_word' | 'missing_tag' | 'unusable' }
  /**
   * A post to make, unless the page already has this article (`links`: as read and as posted),
   * the story to share after it (its `storyOfPostId` is the post's id, known once written), and
   * what the bot does on the publication once it is out (its link in a comment, a repost).
   */
  | { outcome: 'post'; post: BotPost; story: BotPost | null; links: string[]; followUps: FollowUp[] };

export type FollowUp = { kind: BotFollowUpKind; text: string };

/**
 * What a bot does with one item, before looking at the database: the filters (banned words,
 * inclusion tags), the transforms, and the rules of the page's network. An item whose post the
 * network would refuse (Instagram without an image; a text over the limit once its body is
 * shortened, the link, mentions and hashtags kept whole) is unusable.
 *
 * `image` is the item's image as a file of the bot's account (`fetchItemImage`), attached when
 * the network takes it as it is; null when the bot has no image to attach; left out before the
 * image is fetched (previews, and a run's first look), when the item's image address stands for it.
 * An image the network refuses is left out, and the post goes without it where the network allows.
 */
export function judgeItem(
  bot: BotInTurn,
  page: Pick<PageRow, 'id' | 'kind' | 'connectionMode'>,
  item: SourceItemRow,
  now: Date,
  image?: MediaFacts | null,
): Verdict {
  if (bannedWordIn(item, bot.bannedWords)) return { outcome: 'banned_word' };
  if (!hasInclusionTag(item, bot.inclusionTags)) return { outcome: 'missing_tag' };
  const kind = page.kind as NetworkKind;
  // A concierge page is published by hand: nothing comments or reposts there afterwards.
  const features = page.connectionMode === 'concierge' ? null : networkRules[kind].features;
  const firstComment = bot.linkPosition === 'comment' && Boolean(features?.firstComment);
  const content = composeBotPost(bot, item, { firstComment });
  if (!content) return { outcome: 'unusable' };
  const commentLink = firstComment ? botLinkOf(bot, item) : '';
  const followUps: FollowUp[] = [
    ...(commentLink ? [{ kind: 'comment' as const, text: commentLink }] : []),
    ...(bot.repostAfterPosting && features?.repost ? [{ kind: 'repost' as const, text: '' }] : []),
  ];
  const post: BotPost = fitted({
    accountId: bot.accountId,
    botId: bot.id,
    page: { id: page.id, kind, concierge: page.connectionMode === 'concierge' },
    content: { ...content, message: content.message ?? '' },
    articleLink: item.link,
  });
  const links = [...new Set([item.link, content.link ?? '', commentLink].filter((link) => link !== ''))];
  if (image) {
    const withImage: BotPost = fitted({
      ...post,
      content: { ...post.content, message: content.message ?? '', kind: 'image', mediaIds: [image.id] },
      media: [image],
    });
    if (checkBotPost(withImage, now).errors.length === 0)
      return {
        outcome: 'post',
        post: withImage,
        story: storyOf(bot, withImage, image, now),
        links,
        followUps,
      };
  }
  const imageExpected = image === undefined && postsItemImages(bot, kind) && Boolean(item.imageUrl);
  // A network that publishes nothing without media (`requires.media`) gets the item's image, or nothing.
  const needsMedia = networkRules[kind].requires.media !== null;
  if (needsMedia && !imageExpected) return { outcome: 'unusable' };
  // The image still to be fetched brings the media the network needs; it is judged again with it.
  const errors = checkBotPost(post, now).errors.filter(
    (error) => !(imageExpected && error.key === 'post.media_required'),
  );
  if (errors.length > 0) return { outcome: 'unusable' };
  return { outcome: 'post', post, story: null, links, followUps };
}

/**
 * "Share as story": the post's image as a story on networks that have stories, with the post's
 * text (the story rules want one) and no link of its own, so "already posted" counts the post alone.
 */
function storyOf(bot: BotInTurn, post: BotPost, image: MediaFacts, now: Date): BotPost | null {
  if (!bot.shareAsStory || !networkRules[post.page.kind].features.stories) return null;
  const story: BotPost = {
    ...post,
    content: { kind: 'story', message: post.content.message, link: '', mediaIds: [image.id] },
    media: [image],
  };
  return checkBotPost(story, now).errors.length === 0 ? story : null;
}

/**
 * The bot's post within its network's limit, counted as the network counts (the link included
 * where the network puts it in the text): the body is shortened, never the link, the mentions or
 * the hashtags line. Left as it is when even those alone are over (the check then refuses it).
 */
function fitted(post: BotPost): BotPost {
  const { content } = post;
  const message = shortenForNetwork(
    {
      message: content.message,
      link: content.link ?? '',
      mediaIds: content.mediaIds ?? [],
      media: post.media ?? [],
    },
    post.page.kind,
    { concierge: post.page.concierge },
  );
  return message === null || message === content.message
    ? post
    : { ...post, content: { ...content, message } };
}
