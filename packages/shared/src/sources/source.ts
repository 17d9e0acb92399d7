import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { textLimits } from '../text-limits.ts';

/** Custom source types of spec §1: what the user points a source at. */
export const sourceTypes = [
  'rss',
  'news',
  'youtube',
  'vimeo',
  'dailymotion',
  'pinterest',
  'twitter',
] as const;
export type SourceType = (typeof sourceTypes)[number];

/** Source statuses of spec §4: after a parse failure a source is in error (disabled) until re-enabled by hand. */
export const sourceStatuses = ['running', 'error'] as const;
export type SourceStatus = (typeof sourceStatuses)[number];

/**
 * Why a source was disabled (spec §8 "source parse errors"): the feed could not be read as a
 * feed, is gone (410), forbidden (403), not found (404) or holds no item. Each is an error key.
 */
export const sourceErrorKeys = [
  'source_parse_failed',
  'source_gone',
  'source_forbidden',
  'source_not_found',
  'source_empty',
  'source_address_refused',
] as const;
export type SourceErrorKey = (typeof sourceErrorKeys)[number];

const url = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(textLimits.sourceUrl, { error: 'validation.too_long' });

/**
 * What the user types for a source. `url` is a feed or page address; for `news` it is the search
 * words; for `twitter` an account name (`@name`) read through the connected Twitter page `pageId`.
 */
export const sourceInput = z
  .object({
    name: requiredText(textLimits.sourceName),
    type: z.enum(sourceTypes, { error: 'validation.invalid' }),
    url,
    logoUrl: z
      .string()
      .trim()
      .max(textLimits.sourceUrl, { error: 'validation.too_long' })
      .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation.url' })]))
      .optional(),
    evergreen: z.boolean().default(false),
    /** The connected Twitter page whose API reads a `twitter` source. */
    pageId: z.string().max(100).nullable().optional(),
  })
  .superRefine((input, context) => {
    const problem = sourceAddressProblem(input.type, input.url);
    if (problem) context.addIssue({ code: 'custom', path: ['url'], message: problem });
    if (input.type === 'twitter' && !input.pageId)
      context.addIssue({ code: 'custom', path: ['pageId'], message: 'validation.required' });
  });
export type SourceInput = z.input<typeof sourceInput>;

export const source = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(sourceTypes),
  url: z.string(),
  /** The address the fetcher reads, derived from `type` and `url`. */
  feedUrl: z.string(),
  logoUrl: z.string().nullable(),
  evergreen: z.boolean(),
  pageId: z.string().nullable(),
  status: z.enum(sourceStatuses),
  errorKey: z.string().nullable(),
  /** Link of the newest item read. */
  lastFetchedUrl: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
  /** When the last new item was added. */
  lastAddedAt: z.string().nullable(),
  nextFetchAt: z.string().nullable(),
  itemCount: z.number(),
  /** Bots that read this source. */
  botCount: z.number(),
  createdAt: z.string(),
});
export type Source = z.infer<typeof source>;
export const sourceList = z.object({ sources: z.array(source) });

export const sourceItem = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  summary: z.string(),
  /** The image's address in the feed. */
  imageUrl: z.string().nullable(),
  /** The image as a thumbnail served by Pagewise, for the screens (`/feed-images/…`). */
  thumbnailUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  fetchedAt: z.string(),
});
export type SourceItem = z.infer<typeof sourceItem>;
export const sourceItemList = z.object({ items: z.array(sourceItem) });

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The address a source of this type must have, as a validation key, or null when it is fine. */
export function sourceAddressProblem(type: SourceType, value: string): string | null {
  const trimmed = value.trim();
  if (type === 'news') return trimmed.length > 0 ? null : 'validation.required';
  if (type === 'twitter') return /^@?[A-Za-z0-9_]{1,15}$/.test(trimmed) ? null : 'validation.twitter_account';
  if (!isHttpUrl(trimmed)) return 'validation.url';
  if (type === 'rss') return null;
  return feedUrlOf(type, trimmed) ? null : `validation.source_url_${type}`;
}

const host = (value: string) => new URL(value).hostname.replace(/^www\./, '').toLowerCase();
const segments = (value: string) => new URL(value).pathname.split('/').filter(Boolean);

/**
 * The feed the fetcher reads for a source (the platforms' public feeds), or null when the address
 * does not name a channel, playlist, account or board of that platform. A `twitter` source has no
 * feed: it is read through the connected page's API.
 */
export function feedUrlOf(type: SourceType, value: string): string | null {
  const trimmed = value.trim();
  if (type === 'news') {
    return `https://news.google.com/rss/search?q=${encodeURIComponent(trimmed)}`;
  }
  if (type === 'twitter') return `twitter:${trimmed.replace(/^@/, '')}`;
  if (!isHttpUrl(trimmed)) return null;
  if (type === 'rss') return trimmed;
  const url = new URL(trimmed);
  const parts = segments(trimmed);
  switch (type) {
    case 'youtube': {
      if (!['youtube.com', 'm.youtube.com'].includes(host(trimmed))) return null;
      if (url.pathname === '/feeds/videos.xml') return trimmed;
      const playlist = url.searchParams.get('list');
      if (playlist)
        return `https://www.youtube.com/feeds/videos.xml?playlist_id=${encodeURIComponent(playlist)}`;
      if (parts[0] === 'channel' && parts[1])
        return `https://www.youtube.com/feeds/videos.xml?channel_id=${encodeURIComponent(parts[1])}`;
      return null;
    }
    case 'vimeo': {
      if (host(trimmed) !== 'vimeo.com' || !parts[0]) return null;
      if (parts[0] === 'channels' && parts[1]) return `https://vimeo.com/channels/${parts[1]}/videos/rss`;
      return `https://vimeo.com/${parts[0]}/videos/rss`;
    }
    case 'dailymotion': {
      if (host(trimmed) !== 'dailymotion.com' || !parts[0]) return null;
      if (parts[0] === 'playlist' && parts[1]) return `https://www.dailymotion.com/rss/playlist/${parts[1]}`;
      return `https://www.dailymotion.com/rss/user/${parts[0]}`;
    }
    case 'pinterest': {
      if (!host(trimmed).startsWith('pinterest.') || !parts[0]) return null;
      if (parts[0].endsWith('.rss')) return trimmed;
      return parts[1]
        ? `https://${new URL(trimmed).host}/${parts[0]}/${parts[1]}.rss`
        : `https://${new URL(trimmed).host}/${parts[0]}/feed.rss`;
    }
    default:
      return null;
  }
}
