import type { BotContentType, Replacement } from '@pagewise/shared/bots';
import type { PostContent } from '@pagewise/shared/posts/post';
import { escapeRegExp } from './item-filters.ts';

/** What a bot's post is made of: the settings of spec §3 that shape the text and the link. */
export type PostShape = {
  textOrigin: 'title' | 'description';
  prefix: string;
  suffix: string;
  hashtags: string;
  mentionReplacements: Replacement[];
  hashtagReplacements: Replacement[];
  utm: string;
  /** A `mixed` bot's post takes the type of its turn first (`mixedTurn`). */
  contentType: Exclude<BotContentType, 'mixed'>;
  linkPosition: 'post' | 'comment';
  pinterestBoard: string | null;
};

export type ComposedItem = {
  title: string;
  summary: string;
  link: string;
  videoUrl: string | null;
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Feed summaries may hold markup: the post gets its text only. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each name found in the text (whole word, any case) becomes its correspondences. */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  return replacements.reduce((current, { name, correspondences }) => {
    const wanted = name.trim();
    if (wanted === '') return current;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_@#])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}_])`, 'giu');
    return current.replace(pattern, () => correspondences.join(' '));
  }, text);
}

/** The hashtags line as typed ("tech #news, ai") with a `#` before each tag: "#tech #news #ai". */
export function hashtagsLine(line: string): string {
  return line
    .split(/[\s,]+/)
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter((tag) => tag !== '')
    .map((tag) => `#${tag}`)
    .join(' ');
}

/** The article's link with the bot's tracking parameters (`utm_source=…&utm_medium=…`) set on it. */
export function withUtm(link: string, utm: string): string {
  const query = utm.trim().replace(/^[?&]+/, '');
  if (query === '') return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The link a bot's post shares: the article's (or its video's), with the bot's tracking parameters. */
export function botLinkOf(shape: Pick<PostShape, 'contentType' | 'utm'>, item: ComposedItem): string {
  const articleLink = shape.contentType === 'text_video' && item.videoUrl ? item.videoUrl : item.link;
  return withUtm(articleLink, shape.utm);
}

/**
 * A bot's post for one item: the text from its title or description, mentions and hashtags
 * replaced, prefix and suffix around it, the hashtags line below, the link with its tracking
 * parameters. Content types: `text_image` keeps the article's link so the network's link preview
 * shows its image (the product stores no copy of a feed's images); `text` puts the link in the
 * text, without a preview; `text_video` links the item's video; `snippet` is the link preview
 * alone with the title. A link meant for the first comment is left out of the post when the page
 * can have one (`firstComment`: the bot comments it once the post is out, `botLinkOf`), else it is
 * written at the end of the text. Null when the item has no text to post.
 */
export function composeBotPost(
  shape: PostShape,
  item: ComposedItem,
  { firstComment = false }: { firstComment?: boolean } = {},
): Partial<PostContent> | null {
  const title = plainText(item.title);
  const description = plainText(item.summary);
  const source = shape.contentType === 'snippet' || shape.textOrigin === 'title' ? title : description;
  const text = applyReplacements(
    applyReplacements(source || title || description, shape.mentionReplacements),
    shape.hashtagReplacements,
  );
  if (text === '') return null;
  const link = botLinkOf(shape, item);
  const linkInComment = firstComment && shape.linkPosition === 'comment';
  const linkInText = !linkInComment && (shape.contentType === 'text' || shape.linkPosition === 'comment');
  const body = [shape.prefix.trim(), text, shape.suffix.trim()].filter((part) => part !== '').join(' ');
  const message = [body, hashtagsLine(shape.hashtags), linkInText ? link : '']
    .filter((part) => part !== '')
    .join('\n\n');
  return {
    kind: shape.contentType === 'snippet' ? 'snippet' : 'standard',
    message,
    link: linkInText || linkInComment ? '' : link,
    ...(shape.pinterestBoard ? { options: { pinterest: { boardId: shape.pinterestBoard } } } : {}),
  };
}
