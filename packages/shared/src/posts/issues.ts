import type { NetworkKind } from '../networks/kinds.ts';
import type { NetworkRules } from '../networks/rules.ts';
import type { NetworkContent } from './network-content.ts';
import type { MediaFacts, PostContent, PostIntent, PostIssue } from './post.ts';

/** Every key `validatePost` can produce; each has a text in `i18n/<language>/issues.json`. */
export const postIssueKeys = [
  'post.pick_a_page',
  'post.page_unknown',
  'post.text_required',
  'post.link_invalid',
  'post.link_required',
  'post.schedule_required',
  'post.schedule_invalid',
  'post.schedule_too_soon',
  'post.story_before_post',
  'post.story_post_unknown',
  'post.image_required',
  'post.video_required',
  'post.document_required',
  'post.document_not_pdf',
  'post.document_title_required',
  'post.poll_question_required',
  'post.poll_too_few_options',
  'post.poll_too_many_options',
  'post.poll_duration_invalid',
  'post.poll_duration_too_long',
  'post.poll_question_too_long',
  'post.poll_option_too_long',
  'post.slider_needs_images',
  'post.story_media_required',
  'post.story_single_media',
  'post.stories_not_supported',
  'post.documents_not_supported',
  'post.polls_not_supported',
  'post.images_not_supported',
  'post.videos_not_supported',
  'post.reels_not_supported',
  'post.reel_needs_video',
  'post.board_required',
  'post.media_required',
  'post.network_video_required',
  'post.privacy_level_required',
  'post.too_many_collaborators',
  'post.location_not_supported',
  'post.location_page_id',
  'post.tags_not_supported',
  'post.collaborators_not_supported',
  'post.thumbnail_not_supported',
  'post.thumbnail_needs_video',
  'post.thumbnail_format',
  'post.thumbnail_too_large',
  'post.too_many_mentions',
  'post.too_many_hashtags',
  'post.text_too_long',
  'post.media_unknown',
  'post.media_kind_invalid',
  'post.thumbnail_not_image',
  'post.media_too_large',
  'post.image_format',
  'post.image_too_large',
  'post.image_too_big',
  'post.gif_not_supported',
  'post.gif_too_many_frames',
  'post.gif_alone',
  'post.carousel_ratio_not_supported',
  'post.images_dropped',
  'post.multiple_videos',
  'post.video_with_images',
  'post.too_many_media',
  'post.video_format',
  'post.video_too_large',
  'post.video_too_short',
  'post.video_too_long',
  'post.video_codec',
  'post.audio_codec',
  'post.audio_sample_rate',
  'post.video_fps',
  'post.video_ratio',
  'post.video_too_tall',
] as const;
export type PostIssueKey = (typeof postIssueKeys)[number];

/** What `validatePost` checks: the composer's content, the intent and the date. */
export type PostToValidate = PostContent & { intent: PostIntent; scheduledAt: string | null };
export type PageFacts = { id: string; kind: NetworkKind; concierge?: boolean };
export type ValidationContext = {
  /** The account's pages; the post's `pageIds` are looked up here. */
  pages: readonly PageFacts[];
  /** Facts of the media the post references (mediaIds, thumbnailMediaId, documentMediaId). */
  media: readonly MediaFacts[];
  now: Date;
};
export type PostValidation = { errors: PostIssue[]; warnings: PostIssue[] };

/** A media file of `mediaIds`, with its position (the composer field is `mediaIds.<index>`). */
export type AttachedMedia = { index: number; facts: MediaFacts };

/** What the rule modules share while checking one post. */
export type PostCheck = {
  post: PostToValidate;
  media: ReadonlyMap<string, MediaFacts>;
  /** The known media of `mediaIds`, in order. */
  attached: AttachedMedia[];
  result: PostValidation;
};

/** One network the post goes to; a network's pages count as concierge only if all of them are. */
export type NetworkTarget = {
  kind: NetworkKind;
  rules: NetworkRules;
  concierge: boolean;
  content: NetworkContent;
  /** The text the network receives (its own or the common one) and the field holding it. */
  text: string;
  textField: string;
};

export type IssueParams = Record<string, string | number>;

export function issue(field: string, key: PostIssueKey, params?: IssueParams): PostIssue {
  return params ? { field, key, params } : { field, key };
}

/** An issue of a network's rule: names the network, also in the params the message quotes. */
export function networkIssue(
  target: Pick<NetworkTarget, 'kind'>,
  field: string,
  key: PostIssueKey,
  params: IssueParams = {},
): PostIssue {
  return { field, key, params: { network: target.kind, ...params }, network: target.kind };
}

export const MB = 1024 * 1024;

/** Bytes as megabytes with one decimal at most, rounded up so that a file just over a limit says so. */
export function megabytes(bytes: number): number {
  return Math.ceil((bytes / MB) * 10) / 10;
}

export function mediaField(index: number): string {
  return `mediaIds.${index}`;
}
