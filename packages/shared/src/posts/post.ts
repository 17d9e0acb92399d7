import { z } from 'zod';
import { postValidation } from '../collaboration.ts';
import { networkKinds } from '../networks/kinds.ts';
import { textLimits } from '../text-limits.ts';
import { pollDurationsDays } from './limits.ts';
import { type TargetStatus, targetStatuses } from './target-statuses.ts';

// Defined without zod so that the composer can load them with `validatePost`.
export { minimumScheduleMinutes, pollDurationsDays } from './limits.ts';

/** Post kinds of spec §3. */
export const postKinds = [
  'standard',
  'image',
  'video',
  'document',
  'poll',
  'slider',
  'story',
  'snippet',
] as const;
export type PostKind = (typeof postKinds)[number];

export { type TargetStatus, targetStatuses } from './target-statuses.ts';

/**
 * Publications not out and not on their way: publish now, reschedule and edit may still move them.
 */
export const waitingStatuses = ['draft', 'scheduled', 'error'] as const satisfies readonly TargetStatus[];
export const isWaiting = (status: TargetStatus) =>
  (waitingStatuses as readonly TargetStatus[]).includes(status);

/** The post list's status filter: every target status plus `all`. */
export const postStatusFilters = ['all', ...targetStatuses] as const;
export type PostStatusFilter = (typeof postStatusFilters)[number];

export const postOrigins = ['manual', 'auto', 'scheduled'] as const;

/** Spec §9: posting can take up to 10 minutes before it counts as stuck. */
export const postingMaxMinutes = 10;

export const tiktokPrivacyLevels = [
  'PUBLIC_TO_EVERYONE',
  'FOLLOWER_OF_CREATOR',
  'MUTUAL_FOLLOW_FRIENDS',
  'SELF_ONLY',
] as const;
export const youtubeVisibilities = ['private', 'public', 'unlisted'] as const;
export const twitterReplySettings = [
  'everyone',
  'following',
  'mentionedUsers',
  'subscribers',
  'verified',
] as const;
export const carouselRatios = ['original', '1:1', '4:5', '16:9'] as const;
export type CarouselRatio = (typeof carouselRatios)[number];

export const postOptions = z.object({
  tiktok: z
    .object({
      privacyLevel: z.enum(tiktokPrivacyLevels).optional(),
      commentDisabled: z.boolean().default(false),
      duetDisabled: z.boolean().default(false),
      stitchDisabled: z.boolean().default(false),
    })
    .optional(),
  youtube: z
    .object({
      title: z.string().max(textLimits.youtubeTitle).optional(),
      notifySubscribers: z.boolean().default(true),
      madeForKids: z.boolean().default(false),
      visibility: z.enum(youtubeVisibilities).default('public'),
      category: z.string().max(50).optional(),
      tags: z.array(z.string().max(textLimits.tag)).max(50).default([]),
      playlist: z.string().max(textLimits.youtubePlaylist).optional(),
    })
    .optional(),
  twitter: z.object({ replySettings: z.enum(twitterReplySettings).default('everyone') }).optional(),
  pinterest: z.object({ boardId: z.string().max(200).optional() }).optional(),
});
export type PostOptions = z.infer<typeof postOptions>;

export const poll = z.object({
  question: z.string().max(textLimits.pollQuestion),
  options: z.array(z.string().max(textLimits.pollOption)).max(4),
  durationDays: z.union(
    pollDurationsDays.map((days) => z.literal(days)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]],
  ),
});
export type Poll = z.infer<typeof poll>;

/** The longest text a post may carry, common or of its own for a network or a page. */
export const maxPostTextLength = textLimits.postText;
/** A post goes to 500 pages at most (`pageIds`): as many page texts at most. */
export const maxPageTexts = 500;

/**
 * A text of its own for a network, overriding the common `message` on that network's pages
 * (spec: the "customised" post). Blank or absent: the network receives the common text.
 */
export const networkTexts = z.partialRecord(z.enum(networkKinds), z.string().max(maxPostTextLength));
export type NetworkTexts = z.infer<typeof networkTexts>;
/** A text of its own for one page of the post (`pageIds`), overriding its network's text. */
export const pageTexts = z
  .record(z.string().max(100), z.string().max(maxPostTextLength))
  .refine((texts) => Object.keys(texts).length <= maxPageTexts, 'validation.too_many_items');
export type PageTexts = z.infer<typeof pageTexts>;

/**
 * What the composer sends. Text rules (required, limits per network, media needs) are checked by
 * `validatePost` in one place for the composer and the server; this schema only checks shapes.
 */
export const postContent = z.object({
  kind: z.enum(postKinds).default('standard'),
  pageIds: z.array(z.string()).max(500).default([]),
  message: z.string().max(maxPostTextLength).default(''),
  networkTexts: networkTexts.default({}),
  pageTexts: pageTexts.default({}),
  description: z.string().max(textLimits.postDescription).default(''),
  link: z.string().max(textLimits.postLink).default(''),
  /** Uploaded media ids in display order. */
  mediaIds: z.array(z.string()).max(40).default([]),
  carouselRatio: z.enum(carouselRatios).default('original'),
  thumbnailMediaId: z.string().nullable().default(null),
  documentMediaId: z.string().nullable().default(null),
  documentTitle: z.string().max(textLimits.documentTitle).default(''),
  poll: poll.nullable().default(null),
  reel: z.boolean().default(false),
  location: z.string().max(textLimits.location).default(''),
  tags: z.array(z.string().max(textLimits.tag)).max(100).default([]),
  collaborators: z.array(z.string().max(textLimits.tag)).max(100).default([]),
  options: postOptions.default({}),
  /** A story is posted after this standard post (spec §4). */
  storyOfPostId: z.string().nullable().default(null),
});
export type PostContent = z.infer<typeof postContent>;

/** Save as a draft, schedule for `scheduledAt`, or publish now. */
export const postIntents = ['draft', 'schedule', 'now'] as const;
export type PostIntent = (typeof postIntents)[number];

export const savePostRequest = postContent.extend({
  intent: z.enum(postIntents),
  scheduledAt: z.string().datetime({ offset: true }).nullable().default(null),
  /** The user confirmed posting an article this page already posted. */
  confirmAlreadyPosted: z.boolean().default(false),
  /** Editing a validated post: send it back for validation (true) or keep the validation (spec §4). */
  resubmitForValidation: z.boolean().default(false),
  /** Editing an assigned post: e-mail the assignee again (spec §4). */
  resendAssignment: z.boolean().default(false),
});
export type SavePostRequest = z.infer<typeof savePostRequest>;

export const mediaKinds = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** What the server measured of an uploaded file (sharp for images, mediainfo.js for video). */
export const mediaSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  fileName: z.string(),
  mime: z.string(),
  /** Lower-case extension-like format: png, jpg, gif, webp, bmp, mp4, mov, webm, pdf. */
  format: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Animated images: number of frames. */
  frames: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  videoCodec: z.string().nullable(),
  audioCodec: z.string().nullable(),
  audioSampleRate: z.number().nullable(),
  fps: z.number().nullable(),
  url: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;
/** How much of its storage quota an account's files take. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().nonnegative(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
/** The facts `validatePost` needs of a media file. */
export type MediaFacts = Omit<Media, 'id' | 'fileName' | 'url'> & { id: string };

/**
 * One problem with a post: the field it concerns (`message`, `mediaIds.2`, `link`, `pageIds`…), a
 * key of the `issues` catalogue (`post.image_too_large`), the figures the message quotes, and the
 * network whose rule it is when it is a network's limit.
 */
export const postIssue = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  network: z.enum(networkKinds).optional(),
});
export type PostIssue = z.infer<typeof postIssue>;

export const target = z.object({
  id: z.string(),
  pageId: z.string(),
  pageName: z.string(),
  pageKind: z.enum(networkKinds),
  status: z.enum(targetStatuses),
  dueAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  remoteId: z.string().nullable(),
  url: z.string().nullable(),
  /** Why it failed: an error key and, when the network said it, its own words. */
  errorKey: z.string().nullable(),
  errorDetail: z.string().nullable(),
  /** Due time to the network call, in milliseconds. */
  latenessMs: z.number().nullable(),
  attempts: z.number(),
  /** The outcome of an attempt could not be checked on the network: the user must look. */
  uncertain: z.boolean(),
});
export type Target = z.infer<typeof target>;

export const post = postContent.extend({
  id: z.string(),
  origin: z.enum(postOrigins),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  targets: z.array(target),
  /** The spec's "customised" flag: a text of its own for a network or a page (`isCustomised`). */
  customised: z.boolean(),
  media: z.array(mediaSchema),
  /** Warnings at save time: truncated text, dropped carousel images. */
  warnings: z.array(postIssue),
  /** The validation workflow: state, assignee, last decision. */
  validation: postValidation,
});
export type Post = z.infer<typeof post>;

export const postList = z.object({ posts: z.array(post), total: z.number() });

export const postTemplate = z.object({
  id: z.string(),
  name: z.string(),
  content: postContent,
  createdAt: z.string(),
});
export type PostTemplate = z.infer<typeof postTemplate>;
export const postTemplateList = z.object({ templates: z.array(postTemplate) });
export const savePostTemplateRequest = z.object({
  name: z.string().trim().min(1, 'validation.required').max(textLimits.templateName, 'validation.too_long'),
  content: postContent,
});

export const postHistoryEntry = z.object({
  id: z.string(),
  /** created, updated, scheduled, rescheduled, published, failed, deleted… */
  action: z.string(),
  at: z.string(),
  userName: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export const postHistory = z.object({ entries: z.array(postHistoryEntry) });

export const reschedulePostRequest = z.object({
  scheduledAt: z.string().datetime({ offset: true }),
  /** A multi-page post: move every publication (true) or only `targetId` (spec §4). */
  applyToAll: z.boolean().default(true),
  targetId: z.string().optional(),
});

export const board = z.object({ id: z.string(), name: z.string() });
export const boardList = z.object({ boards: z.array(board) });
