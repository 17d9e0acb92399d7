import type { CarouselRatio, PostKind } from '../posts/post.ts';
import type { NetworkKind } from './kinds.ts';

/**
 * How a network counts a text against its limit (computed in `text-length.ts`):
 * - `x_weighted`: X's weighted length, computed by X's own `twitter-text` library (every URL
 *   counts 23, CJK and emoji 2, Latin letters and common punctuation 1, after NFC normalisation);
 * - `graphemes`: user-perceived characters (a flag, a family emoji, an "é" written e + ◌́ are one);
 * - `code_points`: Unicode code points;
 * - `threads`: code points, but each code point of an emoji as its UTF-8 bytes (Threads' rule);
 * - `utf16`: UTF-16 code units (an emoji outside the BMP counts 2);
 * - `utf8_bytes`: bytes of the UTF-8 encoding.
 */
export type TextCounting = 'x_weighted' | 'graphemes' | 'code_points' | 'threads' | 'utf16' | 'utf8_bytes';

export type ImageFormat = 'png' | 'jpg' | 'jpeg' | 'webp' | 'bmp' | 'gif';
export type VideoFormat = 'mp4' | 'mov' | 'webm';

/**
 * What a network accepts, in one place for the composer (checks as the user types) and the
 * server (checks before sending). Figures come from spec §5 and §9; where the spec is silent,
 * from the network's own documentation (named beside the figure).
 */
export type NetworkRules = {
  kind: NetworkKind;
  /** How a page is connected: an OAuth redirect, or a form of credentials. */
  connect: 'oauth' | 'form';
  /**
   * The longest text the network takes (the link included where the network has no field for it),
   * counted as the network counts (`text-length.ts`). Over it, the post is refused, never cut.
   */
  text: { maxLength: number; counts: TextCounting };
  images: {
    formats: ImageFormat[];
    maxBytes: number;
    maxWidth: number;
    maxHeight: number;
    /** Largest carousel; extra images are dropped, and the composer says so. */
    carouselMax: number;
    /** With the concierge add-on (Instagram: 20). */
    carouselMaxWithConcierge?: number;
    /**
     * `alone`: the network takes a GIF only as the post's one media (Telegram's sendAnimation);
     * beside other media it is refused (`post.gif_alone`).
     */
    gif: {
      maxFrames: number;
      maxWidth?: number;
      maxHeight?: number;
      maxBytes?: number;
      alone?: boolean;
    } | null;
    /**
     * The carousel ratios (composer's `carouselRatio`) the post's images reach the network in. No
     * network's API takes a ratio: where one is honoured, the product cuts each image to it around
     * its centre before sending (the media route's `?ratio=`). Instagram shows a carousel in one
     * ratio only (every item is cropped to the first's, 4:5 to 1.91:1): there the ratio is
     * honoured. The other networks show each image whole in its own ratio and crop only their
     * previews: they take `original` only, any other ratio is refused
     * (`post.carousel_ratio_not_supported`) rather than ignored.
     */
    ratios: readonly CarouselRatio[];
  } | null;
  video: {
    formats: VideoFormat[];
    maxSeconds: number;
    minSeconds: number;
    maxBytes: number;
    /** A Reel's own length limit (longer on Instagram, shorter on Facebook and YouTube). */
    reelMaxSeconds?: number;
    /** A Reel's own width/height ratio where its shape is what makes it one (a YouTube Short). */
    reelRatio?: { min: number; max: number };
    codecs?: { video: string[]; audio: string[]; maxAudioSampleRate?: number };
    fps?: { min: number; max: number };
    ratio?: { min: number; max: number };
    maxHeight?: number;
    /**
     * Several media of which at least one is a video (several videos, or a video beside images)
     * in one post, as a carousel or an album of at most `images.carouselMax` items. Spec §5 has
     * multi-video posts "only on Instagram"; Threads' carousels and Telegram's albums
     * (sendMediaGroup) document videos among their items too, so they take them as well.
     */
    multiple: boolean;
  } | null;
  mentions: { max: number } | null;
  hashtags: { max: number } | null;
  collaborators: { max: number } | null;
  /**
   * The post kinds on which the network's API takes each post detail of the composer; on any
   * other kind, or any other network, the composer refuses the detail before saving (never
   * dropped). `location.pageId`: the network takes a place as the ID of its Facebook Page.
   */
  details: {
    location: { kinds: PostKind[]; pageId: boolean } | null;
    tags: PostKind[];
    collaborators: PostKind[];
    /**
     * The composer's thumbnail (`thumbnailMediaId`) as the custom cover of the post's one video,
     * on these kinds, in these formats and weight; anywhere else it is refused before saving.
     */
    thumbnail: { kinds: PostKind[]; formats: ImageFormat[]; maxBytes: number } | null;
  };
  /**
   * `media`: the network publishes nothing without an image or a video (`image_or_video`), or
   * without a video (`video`); a post without one is refused before saving, not at send time.
   */
  requires: { link: boolean; board: boolean; media: 'image_or_video' | 'video' | null };
  /** Polls as the network's API takes them, or null when it publishes none. */
  polls: PollRules | null;
  features: {
    stories: boolean;
    reels: boolean;
    documents: boolean;
    links: boolean;
    /** A comment can be added under the page's own post once published (a bot's link in the first comment). */
    firstComment: boolean;
    /** The page can repost its own post (a bot's "repost after posting"). */
    repost: boolean;
  };
};

/**
 * What a network's poll takes. The duration is never rounded: a poll open longer than
 * `maxMinutes` is refused by the composer (`post.poll_duration_too_long`).
 */
export type PollRules = {
  maxMinutes: number;
  /** Null where the network has no question field (X: the post's text asks). */
  questionMaxLength: number | null;
  optionMaxLength: number;
};

const MB = 1024 * 1024;

/** Spec §5: images 1 MB or less, under 8000×8000; generic media weight 50 MB. */
const standardImages = { maxBytes: 1 * MB, maxWidth: 8000, maxHeight: 8000 };
const noFeatures = {
  stories: false,
  reels: false,
  documents: false,
  links: true,
  firstComment: false,
  repost: false,
};
const noRequirements: NetworkRules['requires'] = { link: false, board: false, media: null };
/** Networks whose API takes none of the composer's location, user tags or collaborators. */
const noDetails: NetworkRules['details'] = { location: null, tags: [], collaborators: [], thumbnail: null };
/** See `images.ratios`: images go out as they are. */
const originalRatio: CarouselRatio[] = ['original'];
const everyRatio: CarouselRatio[] = ['original', '1:1', '4:5', '16:9'];
const allKinds: PostKind[] = ['standard', 'image', 'video', 'document', 'poll', 'slider', 'story', 'snippet'];
/** Networks with no cap of their own on mentions, hashtags or collaborators. */
const noTagLimits = { mentions: null, hashtags: null, collaborators: null };

export const networkRules: Record<NetworkKind, NetworkRules> = {
  sandbox: {
    kind: 'sandbox',
    connect: 'form',
    text: { maxLength: 5000, counts: 'code_points' },
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
      ...standardImages,
      carouselMax: 10,
      gif: { maxFrames: 350 },
      ratios: everyRatio,
    },
    video: {
      formats: ['mp4', 'mov', 'webm'],
      maxSeconds: 600,
      minSeconds: 1,
      maxBytes: 50 * MB,
      multiple: true,
    },
    mentions: null,
    hashtags: null,
    collaborators: { max: 5 },
    // The sandbox takes every detail and keeps it with the post (sandbox_posts.details: format,
    // location, tags, collaborators, poll), shown on its page view.
    details: {
      location: { kinds: allKinds, pageId: false },
      tags: allKinds,
      collaborators: allKinds,
      thumbnail: {
        kinds: allKinds,
        formats: ['png', 'jpg', 'jpeg', 'webp'],
        maxBytes: standardImages.maxBytes,
      },
    },
    requires: noRequirements,
    polls: { maxMinutes: 14 * 24 * 60, questionMaxLength: 300, optionMaxLength: 100 },
    features: {
      stories: true,
      reels: true,
      documents: true,
      links: true,
      firstComment: true,
      repost: true,
    },
  },
  facebook_page: facebookRules('facebook_page', { ...noFeatures, reels: true, firstComment: true }),
  // Groups publish through the concierge only (the Graph API dropped groups in 2024).
  facebook_group: facebookRules('facebook_group', noFeatures),
  instagram: {
    kind: 'instagram',
    connect: 'oauth',
    // Instagram captions: 2,200 characters; the Graph API documents no unit: code points.
    text: { maxLength: 2200, counts: 'code_points' },
    images: {
      formats: ['jpg', 'jpeg', 'png'],
      ...standardImages,
      carouselMax: 10,
      carouselMaxWithConcierge: 20,
      gif: null,
      ratios: everyRatio,
    },
    // Spec §5/§9: mov or mp4, AAC up to 48 kHz, HEVC or H264, 23–60 fps, ratio 4/5 to 16/9,
    // height up to 1920 px, 3 s to 60 s (Reels 15 min), 1 GB.
    video: {
      formats: ['mp4', 'mov'],
      maxSeconds: 60,
      reelMaxSeconds: 15 * 60,
      minSeconds: 3,
      maxBytes: 1024 * MB,
      codecs: { video: ['hevc', 'h264'], audio: ['aac'], maxAudioSampleRate: 48_000 },
      fps: { min: 23, max: 60 },
      ratio: { min: 4 / 5, max: 16 / 9 },
      maxHeight: 1920,
      multiple: true,
    },
    mentions: null,
    // Spec §5: 30 hashtags per Instagram post.
    hashtags: { max: 30 },
    collaborators: { max: 5 },
    // IG User Media (developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media):
    // `location_id` (a place's Facebook Page ID) on image, Reel and carousel containers;
    // `collaborators` (usernames) on feed images, Reels and carousels, "Stories is not supported";
    // `user_tags` on images (x/y required), Reels, and image and video stories (since July 2025).
    // A carousel container takes no `user_tags`: they go on its first image. Stories take no
    // location. The composer has no tag position: image tags are placed at the centre.
    // `cover_url` (a JPEG of up to 8 MB, spec of the Reels cover photo) on REELS containers only:
    // a feed video, never a story's or a carousel's.
    details: {
      location: { kinds: ['standard', 'image', 'video', 'slider'], pageId: true },
      tags: ['standard', 'image', 'video', 'slider', 'story'],
      collaborators: ['standard', 'image', 'video', 'slider'],
      thumbnail: { kinds: ['standard', 'video'], formats: ['jpg', 'jpeg'], maxBytes: 8 * MB },
    },
    requires: { ...noRequirements, media: 'image_or_video' },
    polls: null,
    features: { ...noFeatures, stories: true, reels: true, links: false },
  },
  twitter: {
    kind: 'twitter',
    connect: 'oauth',
    // X: 280 weighted characters as X's `twitter-text` counts them (URLs 23, CJK and emoji 2).
    text: { maxLength: 280, counts: 'x_weighted' },
    // Spec §5: PNG, JPG, WEBP; GIF up to 250 frames, 1280×1080, 15 MB; 4 images.
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
      ...standardImages,
      carouselMax: 4,
      gif: { maxFrames: 250, maxWidth: 1280, maxHeight: 1080, maxBytes: 15 * MB },
      ratios: originalRatio,
    },
    // Spec §9: 140 s and 512 MB.
    video: { formats: ['mp4', 'mov'], maxSeconds: 140, minSeconds: 0.5, maxBytes: 512 * MB, multiple: false },
    ...noTagLimits,
    details: noDetails,
    requires: noRequirements,
    // POST /2/tweets: `poll.duration_minutes` 5 to 10,080 (7 days); 2 to 4 options of 25 characters.
    polls: { maxMinutes: 7 * 24 * 60, questionMaxLength: null, optionMaxLength: 25 },
    features: { ...noFeatures, firstComment: true, repost: true },
  },
  linkedin: {
    kind: 'linkedin',
    connect: 'oauth',
    // LinkedIn share commentary: 3,000 characters; no unit documented: code points.
    text: { maxLength: 3000, counts: 'code_points' },
    // Spec §5: PNG, JPG; GIF up to 350 frames; 9 images.
    images: {
      formats: ['png', 'jpg', 'jpeg', 'gif'],
      ...standardImages,
      carouselMax: 9,
      gif: { maxFrames: 350 },
      ratios: originalRatio,
    },
    video: { formats: ['mp4'], maxSeconds: 15 * 60, minSeconds: 3, maxBytes: 50 * MB, multiple: false },
    // Spec §5: 25 mentions per LinkedIn post.
    mentions: { max: 25 },
    hashtags: null,
    collaborators: null,
    // Tags: company pages mentioned in the commentary (`@[Name](urn:li:organization:…)`), found by
    // the name in their address (Organization Lookup by vanity name); the plans' "LinkedIn tagging".
    details: { ...noDetails, tags: ['standard', 'image', 'video', 'document', 'slider', 'poll'] },
    requires: noRequirements,
    // Posts API poll: `settings.duration` ONE_DAY, THREE_DAYS, SEVEN_DAYS or FOURTEEN_DAYS (every
    // duration of the composer); a question of 140 characters, options of 30.
    polls: { maxMinutes: 14 * 24 * 60, questionMaxLength: 140, optionMaxLength: 30 },
    features: { ...noFeatures, documents: true },
  },
  google_business: {
    kind: 'google_business',
    connect: 'oauth',
    // Business Profile local posts: 1,500 characters; no unit documented: code points.
    text: { maxLength: 1500, counts: 'code_points' },
    images: {
      formats: ['png', 'jpg', 'jpeg'],
      ...standardImages,
      carouselMax: 1,
      gif: null,
      ratios: originalRatio,
    },
    video: null,
    ...noTagLimits,
    details: noDetails,
    // Spec §5: Google My Business posts need a link.
    requires: { link: true, board: false, media: null },
    polls: null,
    features: noFeatures,
  },
  youtube: {
    kind: 'youtube',
    connect: 'oauth',
    // YouTube Data API: snippet.description has "a maximum length of 5000 bytes" of UTF-8 (titles 100).
    text: { maxLength: 5000, counts: 'utf8_bytes' },
    images: null,
    // The Data API has no Shorts field: a video up to 3 minutes, square or vertical, is a Short.
    // The composer's Reel flag on YouTube asks for that shape (refused otherwise) and sends the video.
    video: {
      formats: ['mp4', 'mov', 'webm'],
      maxSeconds: 12 * 3600,
      minSeconds: 1,
      maxBytes: 1024 * MB,
      reelMaxSeconds: 3 * 60,
      reelRatio: { min: 0.01, max: 1 },
      multiple: false,
    },
    ...noTagLimits,
    // thumbnails.set: a custom thumbnail of JPEG or PNG, up to 2 MB, set once the video is up.
    details: {
      ...noDetails,
      thumbnail: { kinds: ['standard', 'video'], formats: ['png', 'jpg', 'jpeg'], maxBytes: 2 * MB },
    },
    requires: { ...noRequirements, media: 'video' },
    polls: null,
    features: { ...noFeatures, reels: true },
  },
  tiktok: {
    kind: 'tiktok',
    connect: 'oauth',
    // Content Posting API: the caption (`title`) holds up to 2,200 UTF-16 runes.
    text: { maxLength: 2200, counts: 'utf16' },
    images: {
      formats: ['jpg', 'jpeg', 'webp'],
      ...standardImages,
      carouselMax: 35,
      gif: null,
      ratios: originalRatio,
    },
    // Spec §9: minimum 3 s for TikTok.
    video: {
      formats: ['mp4', 'mov', 'webm'],
      maxSeconds: 10 * 60,
      minSeconds: 3,
      maxBytes: 1024 * MB,
      multiple: false,
    },
    ...noTagLimits,
    details: noDetails,
    requires: { ...noRequirements, media: 'image_or_video' },
    polls: null,
    features: noFeatures,
  },
  pinterest: {
    kind: 'pinterest',
    connect: 'oauth',
    // Pin descriptions: 500 characters; no unit documented: code points.
    text: { maxLength: 500, counts: 'code_points' },
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp', 'bmp'],
      ...standardImages,
      carouselMax: 5,
      gif: null,
      ratios: originalRatio,
    },
    video: {
      formats: ['mp4', 'mov'],
      maxSeconds: 15 * 60,
      minSeconds: 4,
      maxBytes: 1024 * MB,
      multiple: false,
    },
    ...noTagLimits,
    // A video Pin's `media_source.cover_image_url` (POST /v5/pins, source_type video_id).
    details: {
      ...noDetails,
      thumbnail: {
        kinds: ['standard', 'video'],
        formats: ['png', 'jpg', 'jpeg'],
        maxBytes: standardImages.maxBytes,
      },
    },
    // Spec §5: Pinterest needs a board selected or created; a Pin is an image or a video.
    requires: { link: false, board: true, media: 'image_or_video' },
    polls: null,
    features: noFeatures,
  },
  telegram: {
    kind: 'telegram',
    connect: 'form',
    // Bot API: 4,096 characters per message (1,024 for a media caption), after entity parsing;
    // Telegram measures text (entity offsets, limits) in UTF-16 code units.
    text: { maxLength: 4096, counts: 'utf16' },
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
      ...standardImages,
      carouselMax: 10,
      // Spec §5 has GIFs "only on Twitter and LinkedIn"; the Bot API animates a GIF sent with
      // sendAnimation, but an album (sendMediaGroup) takes only photos and videos: a GIF goes
      // alone. Telegram documents no frame limit; LinkedIn's 350 is kept.
      gif: { maxFrames: 350, alone: true },
      ratios: originalRatio,
    },
    // sendMediaGroup: an album of 2 to 10 photos and videos, mixed.
    video: { formats: ['mp4'], maxSeconds: 3600, minSeconds: 1, maxBytes: 50 * MB, multiple: true },
    ...noTagLimits,
    details: noDetails,
    requires: noRequirements,
    // Bot API sendPoll: a question of 300 characters, options of 100; `open_period` 5 to 600
    // seconds. Decision: every composer duration (a day or more) is longer, so a Telegram poll
    // is refused before saving rather than sent open without end.
    polls: { maxMinutes: 10, questionMaxLength: 300, optionMaxLength: 100 },
    features: noFeatures,
  },
  threads: {
    kind: 'threads',
    connect: 'oauth',
    // Threads: 500 characters per post, "emojis are counted as the number of UTF-8 bytes";
    // carousels of up to 20 items.
    text: { maxLength: 500, counts: 'threads' },
    images: {
      formats: ['png', 'jpg', 'jpeg'],
      ...standardImages,
      carouselMax: 20,
      gif: null,
      ratios: originalRatio,
    },
    // A carousel's children are IMAGE or VIDEO containers: videos among its 20 items.
    video: {
      formats: ['mp4', 'mov'],
      maxSeconds: 5 * 60,
      minSeconds: 1,
      maxBytes: 1024 * MB,
      multiple: true,
    },
    ...noTagLimits,
    details: noDetails,
    requires: noRequirements,
    polls: null,
    features: { ...noFeatures, firstComment: true },
  },
  bluesky: {
    kind: 'bluesky',
    connect: 'form',
    // Bluesky: 300 graphemes per post (app.bsky.feed.post maxGraphemes); 4 images of up to 1 MB.
    text: { maxLength: 300, counts: 'graphemes' },
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp'],
      ...standardImages,
      carouselMax: 4,
      gif: null,
      ratios: originalRatio,
    },
    // No video yet: Bluesky takes a video only as an `app.bsky.embed.video` blob processed by its
    // video service, which the adapter does not do; a video is refused before saving, not at send.
    video: null,
    ...noTagLimits,
    details: noDetails,
    requires: noRequirements,
    polls: null,
    features: { ...noFeatures, firstComment: true },
  },
  onesignal: pushRules('onesignal'),
  pushwoosh: pushRules('pushwoosh'),
  webpushr: pushRules('webpushr'),
};

function facebookRules(
  kind: 'facebook_page' | 'facebook_group',
  features: NetworkRules['features'],
): NetworkRules {
  return {
    kind,
    connect: 'oauth',
    // Graph API: a post message holds up to 63,206 characters; no unit documented: code points.
    text: { maxLength: 63206, counts: 'code_points' },
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp', 'bmp'],
      ...standardImages,
      carouselMax: 10,
      gif: null,
      ratios: originalRatio,
    },
    // Spec §9: Facebook video 20 min and 1 GB. Reels Publishing API: a Reel lasts 3 to 90 s.
    video: {
      formats: ['mp4', 'mov'],
      maxSeconds: 20 * 60,
      reelMaxSeconds: 90,
      minSeconds: 1,
      maxBytes: 1024 * MB,
      multiple: false,
    },
    ...noTagLimits,
    // Page posts take a `place` (Page ID) and `tags` (user IDs, not names) on /feed; the
    // adapter sends neither yet, and the Graph API has no collaborators for pages: all refused.
    // /videos takes a custom thumbnail only as an uploaded file (`thumb`), Reels none: refused.
    details: noDetails,
    requires: noRequirements,
    polls: null,
    features,
  };
}

/** Web-push notifications: a short text, one optional image, a link to open. */
function pushRules(kind: 'onesignal' | 'pushwoosh' | 'webpushr'): NetworkRules {
  return {
    kind,
    connect: 'form',
    // Push services document no unit for their 240-character body: code points.
    text: { maxLength: 240, counts: 'code_points' },
    images: {
      formats: ['png', 'jpg', 'jpeg', 'webp'],
      ...standardImages,
      carouselMax: 1,
      gif: null,
      ratios: originalRatio,
    },
    video: null,
    ...noTagLimits,
    details: noDetails,
    requires: { link: true, board: false, media: null },
    polls: null,
    features: noFeatures,
  };
}
