import type { OutgoingPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';

/** creator_info/query: what this creator may choose now (developers.tiktok.com/doc/content-posting-api-reference-query-creator-info). */
export type CreatorInfo = {
  creator_username?: string;
  privacy_level_options?: string[];
  comment_disabled?: boolean;
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
};

export type PostInfo = {
  privacy_level: string;
  disable_comment: boolean;
  disable_duet: boolean;
  disable_stitch: boolean;
};

/**
 * Spec §5 TikTok options (TikTok's own names in `post.options`). TikTok's content sharing
 * guidelines forbid a default privacy level: the user picks one among the creator's options.
 * A setting the creator turned off in the app stays off.
 */
export function postInfo(post: OutgoingPost, creator: CreatorInfo): PostInfo {
  const options = post.options ?? {};
  const privacy = options.privacy_level;
  if (typeof privacy !== 'string' || !privacy) {
    throw new NetworkError('rejected', 'TikTok needs a privacy level chosen for the post', {
      reason: 'privacy_level_required',
    });
  }
  if (!(creator.privacy_level_options ?? []).includes(privacy)) {
    throw new NetworkError('rejected', `TikTok privacy level ${privacy} is not offered to this creator`, {
      reason: 'privacy_level_option_mismatch',
    });
  }
  return {
    privacy_level: privacy,
    disable_comment: options.disable_comment === true || creator.comment_disabled === true,
    disable_duet: options.disable_duet === true || creator.duet_disabled === true,
    disable_stitch: options.disable_stitch === true || creator.stitch_disabled === true,
  };
}
