import type { OutgoingPost } from '../adapter.ts';

export type VideoOptions = {
  privacyStatus: 'private' | 'public' | 'unlisted';
  madeForKids: boolean;
  categoryId: string;
  tags: string[];
  notifySubscribers: boolean;
  playlistId: string | undefined;
};

// YouTube titles hold 100 characters (developers.google.com/youtube/v3/docs/videos#snippet.title).
const titleMax = 100;
// Category 22, "People & Blogs", is YouTube's own default for uploads.
const defaultCategoryId = '22';

/** Spec §5 YouTube options, read from `post.options` with YouTube's defaults. */
export function videoOptions(post: OutgoingPost): VideoOptions {
  const options = post.options ?? {};
  const privacy = options.privacyStatus;
  return {
    privacyStatus: privacy === 'private' || privacy === 'unlisted' ? privacy : 'public',
    madeForKids: options.madeForKids === true,
    categoryId:
      typeof options.categoryId === 'string' && options.categoryId ? options.categoryId : defaultCategoryId,
    tags: Array.isArray(options.tags)
      ? options.tags.filter((tag): tag is string => typeof tag === 'string')
      : [],
    notifySubscribers: options.notifySubscribers !== false,
    playlistId: typeof options.playlistId === 'string' && options.playlistId ? options.playlistId : undefined,
  };
}

/** The post's title, else its first line, cut to YouTube's 100 characters. */
export function videoTitle(post: OutgoingPost): string {
  const title = post.title?.trim() || post.text.split('\n')[0]?.trim() || 'Untitled';
  return [...title].slice(0, titleMax).join('');
}
