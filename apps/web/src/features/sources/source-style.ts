import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { SourceType } from '@pagewise/shared/sources/source';

/**
 * How each source type is drawn: a network the product knows shows that network's logo; any other type a
 * colour and a short mark, since the app ships no icon set.
 */
export const sourceStyle: Record<SourceType, { color: string; letters: string; network?: NetworkKind }> = {
  rss: { color: 'orange', letters: 'RSS' },
  news: { color: 'blue', letters: 'N' },
  youtube: { color: 'red', letters: 'YT', network: 'youtube' },
  vimeo: { color: 'cyan', letters: 'V' },
  dailymotion: { color: 'indigo', letters: 'DM' },
  pinterest: { color: 'pink', letters: 'P', network: 'pinterest' },
  twitter: { color: 'dark', letters: 'X', network: 'twitter' },
};
