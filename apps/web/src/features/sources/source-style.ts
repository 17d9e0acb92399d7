import type { SourceType } from '@pagewise/shared/sources/source';

/** How each source type is drawn: a colour and a short mark, since the app ships no icon set. */
export const sourceStyle: Record<SourceType, { color: string; letters: string }> = {
  rss: { color: 'orange', letters: 'RSS' },
  news: { color: 'blue', letters: 'N' },
  youtube: { color: 'red', letters: 'YT' },
  vimeo: { color: 'cyan', letters: 'V' },
  dailymotion: { color: 'indigo', letters: 'DM' },
  pinterest: { color: 'pink', letters: 'P' },
  twitter: { color: 'dark', letters: 'X' },
};
