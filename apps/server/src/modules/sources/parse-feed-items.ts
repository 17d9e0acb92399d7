import { parseFeed } from 'feedsmith';
import { canonicalLink } from './canonical-link.ts';
import { feedDate } from './feed-date.ts';
import { type ItemExtensions, itemExtensionsOf } from './item-extensions.ts';
import { articleImage, type ImageCandidate, inlineImages } from './item-image.ts';
import { plainText } from './plain-text.ts';

/** An article (video, pin) of a feed, in one shape whatever the feed's format. */
export type FeedItem = {
  guid: string | null;
  link: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  videoUrl: string | null;
  publishedAt: Date | null;
};

/** The text is not a feed (RSS, Atom, RDF or JSON Feed) at all. */
export class FeedParseError extends Error {}

/** Items kept from one read: a feed's newest are first, and older ones were read before. */
export const itemsPerRead = 100;

type Text = string | { value?: string } | undefined;
type Media = {
  url?: string;
  medium?: string;
  type?: string;
  width?: number;
  height?: number;
};
type Thumbnail = { url?: string; width?: number; height?: number };
type MediaNamespace = {
  contents?: (Media & { thumbnails?: Thumbnail[] })[];
  thumbnails?: Thumbnail[];
  description?: Text;
  groups?: MediaNamespace[];
};
/** What the four formats' items hold, as feedsmith reads them (each field optional). */
type RawItem = {
  id?: string;
  guid?: { value?: string } | string;
  link?: string;
  links?: { href?: string; rel?: string; type?: string }[];
  url?: string;
  external_url?: string;
  title?: Text;
  description?: string;
  summary?: Text;
  content?: { encoded?: string; value?: string } | string;
  content_html?: string;
  content_text?: string;
  image?: string;
  banner_image?: string;
  attachments?: { url?: string; mime_type?: string }[];
  enclosures?: { url?: string; type?: string }[];
  enclosure?: { url?: string; type?: string };
  media?: MediaNamespace;
  yt?: { videoId?: string };
  pubDate?: string;
  published?: string;
  updated?: string;
  date_published?: string;
  date_modified?: string;
  dc?: { dates?: string[]; date?: string };
  rdf?: { about?: string };
  itunes?: { image?: string };
};
/** What the channel says for all its items: a podcast's picture. */
type RawFeed = { items?: RawItem[]; entries?: RawItem[]; itunes?: { image?: string } };

const textOf = (value: Text): string => (typeof value === 'string' ? value : (value?.value ?? ''));

const isImage = (media: Media) =>
  media.medium === 'image' ||
  /^image\//i.test(media.type ?? '') ||
  /\.(jpe?g|png|gif|webp)(\?|$)/i.test(media.url ?? '');
const isVideo = (media: Media) =>
  media.medium === 'video' ||
  /^video\//i.test(media.type ?? '') ||
  /\.(mp4|m4v|mov|webm)(\?|$)/i.test(media.url ?? '');

/** Every media entry of an item, including those of its media:group elements and contents. */
function mediaOf(media: MediaNamespace | undefined): { contents: Media[]; thumbnails: Thumbnail[] } {
  const all = [media, ...(media?.groups ?? [])];
  const contents = all.flatMap((entry) => entry?.contents ?? []);
  return {
    contents,
    thumbnails: [
      ...all.flatMap((entry) => entry?.thumbnails ?? []),
      ...contents.flatMap((content) => content.thumbnails ?? []),
    ],
  };
}

/** What the channel and the extensions feedsmith does not read add to an item. */
type Context = { base: string; channelImage: string | undefined; extensions: ItemExtensions | undefined };

function normalize(raw: RawItem, { base, channelImage, extensions }: Context): FeedItem | null {
  const alternate =
    raw.links?.find((link) => !link.rel || link.rel === 'alternate')?.href ?? raw.links?.[0]?.href;
  const guid =
    (typeof raw.guid === 'string' ? raw.guid : raw.guid?.value) ?? raw.id ?? raw.rdf?.about ?? null;
  // FeedBurner's <link> is its redirect; origLink is the article's own address.
  const link =
    canonicalLink(extensions?.origLink, base) ??
    canonicalLink(raw.link ?? alternate ?? raw.url ?? raw.external_url, base);
  const permalink = !link && guid ? canonicalLink(guid, base) : null;
  const address = link ?? permalink;
  if (!address) return null;
  const content =
    typeof raw.content === 'string' ? raw.content : (raw.content?.encoded ?? raw.content?.value);
  const media = mediaOf(raw.media);
  const html = raw.description || textOf(raw.summary);
  const groupDescription = raw.media?.groups?.find((group) => group.description)?.description;
  const description =
    html ||
    raw.content_text ||
    raw.content_html ||
    content ||
    textOf(groupDescription) ||
    textOf(raw.media?.description);
  const enclosures = [...(raw.enclosures ?? []), ...(raw.enclosure ? [raw.enclosure] : [])];
  const attachments = (raw.attachments ?? []).map((attachment) => ({
    url: attachment.url,
    type: attachment.mime_type,
  }));
  const candidates: Media[] = [...enclosures, ...attachments, ...media.contents];
  // In order of trust: what the feed names as the item's picture, then its media, then the first
  // fitting <img> of its text, then the podcast's picture. Trackers and small images are passed
  // over; the text is read only when nothing before it fits.
  function* images(): Generator<ImageCandidate> {
    yield { url: raw.image };
    yield { url: raw.banner_image };
    yield* candidates.filter(isImage);
    yield* media.thumbnails;
    yield { url: raw.itunes?.image };
    yield* (extensions?.enclosures ?? []).filter(isImage);
    yield* inlineImages(raw.content_html ?? content ?? html ?? '');
    yield { url: channelImage };
  }
  const image = articleImage(images(), address);
  const video = raw.yt?.videoId
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(raw.yt.videoId)}`
    : (candidates.find(isVideo)?.url ?? null);
  return {
    guid: guid?.trim() ? guid.trim().slice(0, 2000) : null,
    link: address,
    title: plainText(textOf(raw.title), 500),
    summary: plainText(description),
    imageUrl: image,
    videoUrl: video ? canonicalLink(video, address) : null,
    publishedAt: feedDate(
      raw.pubDate,
      raw.published,
      raw.date_published,
      raw.dc?.dates?.[0],
      raw.dc?.date,
      raw.updated,
      raw.date_modified,
    ),
  };
}

/**
 * The items of an RSS (0.9x, 1.0/RDF, 2.0), Atom or JSON Feed document, newest first as the feed
 * lists them, at most `itemsPerRead`. Throws FeedParseError when the text is no feed.
 */
export function parseFeedItems(text: string, feedUrl: string): FeedItem[] {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(text);
  } catch (error) {
    throw new FeedParseError(error instanceof Error ? error.message : 'Not a feed', { cause: error });
  }
  const feed = parsed.feed as RawFeed;
  const raw = (parsed.format === 'atom' ? feed.entries : feed.items) ?? [];
  const extensions = parsed.format === 'json' ? null : itemExtensionsOf(text, raw.length);
  const items: FeedItem[] = [];
  for (const [index, entry] of raw.slice(0, itemsPerRead).entries()) {
    const context = { base: feedUrl, channelImage: feed.itunes?.image, extensions: extensions?.[index] };
    const item = normalize(entry, context);
    if (item) items.push(item);
  }
  return items;
}
