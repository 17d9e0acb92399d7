import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import type { NetworkKind } from './networks/kinds.ts';
import { networkRules } from './networks/rules.ts';
import { sourceLanguages } from './sources/catalogue-types.ts';
import { textLimits } from './text-limits.ts';

/** Bot types of spec §3: suggested (mashup) sources, the user's custom sources, or none. */
export const botTypes = ['suggested', 'custom', 'none'] as const;
export type BotType = (typeof botTypes)[number];

/** How often a bot posts: each item as it arrives, on demand only, or at most one post per interval. */
export const botFrequencies = [
  'instant',
  '15m',
  '30m',
  '1h',
  '2h',
  '3h',
  '6h',
  '12h',
  '24h',
  'manual',
] as const;
export type BotFrequency = (typeof botFrequencies)[number];

/** Minutes between two runs of a bot with an interval frequency. */
export const frequencyMinutes: Record<Exclude<BotFrequency, 'instant' | 'manual'>, number> = {
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '2h': 120,
  '3h': 180,
  '6h': 360,
  '12h': 720,
  '24h': 1440,
};

/**
 * Post content types of spec §3: text only, text and image, text and video, preview/snippet only;
 * and `mixed` (the plans' "mixed link/image autopost"): image posts and link previews in turn.
 */
export const botContentTypes = ['text', 'text_image', 'text_video', 'snippet', 'mixed'] as const;
export type BotContentType = (typeof botContentTypes)[number];
export const botTextOrigins = ['description', 'title'] as const;

/**
 * The plans' "native posts": a bot's image posts (`text_image`, and the image turns of `mixed`)
 * upload the article's image to the network as the page's own photo, instead of sharing the link
 * whose preview shows it. Only on a network that takes both: where nothing is published without
 * media (Instagram, Pinterest, TikTok), the image is the post itself, on every plan.
 */
export function makesNativePosts(contentType: string, kind: string): boolean {
  const rules = networkRules[kind as NetworkKind];
  if (!rules || rules.images === null || rules.requires.media !== null) return false;
  return postsImages(contentType);
}

/** Whether a bot of this content type makes image posts: "Text and image", and the mixed type's turns. */
export function postsImages(contentType: string): boolean {
  return contentType === 'text_image' || contentType === 'mixed';
}
export const botLinkPositions = ['post', 'comment'] as const;

/** Bot statuses of spec §4. */
export const botStatuses = [
  'running',
  'near_expiration',
  'expired',
  'reconnection_needed',
  'disabled',
] as const;
export type BotStatus = (typeof botStatuses)[number];
/** Why a bot is disabled (spec §4): its source was deleted, its page expired, or the concierge needs reconnecting. */
export const botDisabledReasons = ['source_deleted', 'page_expired', 'concierge_reconnect'] as const;

/**
 * "Share top posts": once every `topPostEveryDays`, the page's publication of the last
 * `topPostDays` with the most engagements (reactions, comments, shares, link clicks) is posted again,
 * each publication once.
 */
export const topPostDays = 30;
export const topPostEveryDays = 7;

/** A daily limit is a number of posts per day, or none. */
export const maxDailyLimit = 100;

/** A name (`@brand`, `#topic`) and what it is replaced with when found in an article. */
export const replacement = z.object({
  name: requiredText(textLimits.botWord),
  correspondences: z.array(requiredText(textLimits.botWord)).min(1, { error: 'validation.required' }).max(20),
});
export type Replacement = z.infer<typeof replacement>;

const words = z.array(requiredText(textLimits.botWord)).max(200, { error: 'validation.too_many_items' });

/** What a bot does when the user does not say: every default of `botInput` in one place (fresh lists each call). */
export const botDefaults = () =>
  ({
    language: null,
    topic: null,
    subcategory: null,
    autoSources: false,
    sourceIds: [] as string[],
    prefix: '',
    suffix: '',
    hashtags: '',
    bannedWords: [] as string[],
    inclusionTags: [] as string[],
    mentionReplacements: [] as Replacement[],
    hashtagReplacements: [] as Replacement[],
    dailyLimit: null,
    frequency: '1h',
    utm: '',
    shareAsStory: false,
    contentType: 'text_image',
    textOrigin: 'title',
    pinterestBoard: null,
    repostAfterPosting: false,
    shareTopPosts: false,
    optimizeTraffic: false,
    linkPosition: 'post',
    enabled: true,
  }) as const;

/** What the user sets on a bot (spec §3), checked with the rules of spec §5. */
export const botInput = z
  .object({
    pageId: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(100),
    name: requiredText(textLimits.botName),
    type: z.enum(botTypes, { error: 'validation.invalid' }),
    language: z
      .enum(sourceLanguages, { error: 'validation.invalid' })
      .nullable()
      .default(() => botDefaults().language),
    topic: z
      .string()
      .max(100)
      .nullable()
      .default(() => botDefaults().topic),
    subcategory: z
      .string()
      .max(100)
      .nullable()
      .default(() => botDefaults().subcategory),
    /** Auto mode: every source of the type (all custom sources, or all suggested ones of the topic) and new ones too. */
    autoSources: z.boolean().default(() => botDefaults().autoSources),
    /** Manual mode: custom source ids, or suggested catalogue keys. */
    sourceIds: z
      .array(z.string().max(200))
      .max(200)
      .default(() => botDefaults().sourceIds),
    prefix: optionalText(textLimits.botAffix).default(() => botDefaults().prefix),
    suffix: optionalText(textLimits.botAffix).default(() => botDefaults().suffix),
    hashtags: optionalText(textLimits.botHashtags).default(() => botDefaults().hashtags),
    bannedWords: words.default(() => botDefaults().bannedWords),
    inclusionTags: words.default(() => botDefaults().inclusionTags),
    mentionReplacements: z
      .array(replacement)
      .max(100)
      .default(() => botDefaults().mentionReplacements),
    hashtagReplacements: z
      .array(replacement)
      .max(100)
      .default(() => botDefaults().hashtagReplacements),
    dailyLimit: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.too_small' })
      .max(maxDailyLimit, { error: 'validation.too_big' })
      .nullable()
      .default(() => botDefaults().dailyLimit),
    frequency: z.enum(botFrequencies, { error: 'validation.invalid' }).default(() => botDefaults().frequency),
    /** Query parameters added to every link, e.g. `utm_source=pagewise&utm_medium=social`. */
    utm: optionalText(textLimits.botUtm).default(() => botDefaults().utm),
    shareAsStory: z.boolean().default(() => botDefaults().shareAsStory),
    contentType: z
      .enum(botContentTypes, { error: 'validation.invalid' })
      .default(() => botDefaults().contentType),
    textOrigin: z
      .enum(botTextOrigins, { error: 'validation.invalid' })
      .default(() => botDefaults().textOrigin),
    pinterestBoard: z
      .string()
      .max(200)
      .nullable()
      .default(() => botDefaults().pinterestBoard),
    repostAfterPosting: z.boolean().default(() => botDefaults().repostAfterPosting),
    /** The plans' "share top posts": the page's best publication of the last weeks, posted again weekly. */
    shareTopPosts: z.boolean().default(() => botDefaults().shareTopPosts),
    /** The plans' "traffic optimization": each post waits for the page's next best hour (its optimal times). */
    optimizeTraffic: z.boolean().default(() => botDefaults().optimizeTraffic),
    linkPosition: z
      .enum(botLinkPositions, { error: 'validation.invalid' })
      .default(() => botDefaults().linkPosition),
    enabled: z.boolean().default(() => botDefaults().enabled),
  })
  .superRefine(
    (input, context) => {
      for (const issue of botIssues(input)) context.addIssue({ code: 'custom', ...issue });
    },
    // Spec §5 names the missing source together with a missing name or page: run these rules
    // even when other fields are wrong, on whatever shape the input has.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type BotInput = z.input<typeof botInput>;
export type BotSettings = z.output<typeof botInput>;

type BotIssue = { path: (string | number)[]; message: string };

/**
 * Spec §5: a bot needs at least one source, a name and a page; a suggested bot needs its language
 * and topic; a correspondence is never reused for another mention or hashtag. Whether custom
 * sources exist is the server's check (`bot_no_custom_sources`).
 */
export function botIssues(input: Omit<BotSettings, 'name' | 'pageId'>): BotIssue[] {
  const issues: BotIssue[] = [];
  if (input.type === 'suggested') {
    if (!input.language) issues.push({ path: ['language'], message: 'validation.required' });
    if (!input.topic) issues.push({ path: ['topic'], message: 'validation.required' });
  }
  const sourceIds = Array.isArray(input.sourceIds) ? input.sourceIds : [];
  if (input.type !== 'none' && !input.autoSources && sourceIds.length === 0)
    issues.push({ path: ['sourceIds'], message: 'validation.bot_needs_source' });
  const seen = new Set<string>();
  for (const list of ['mentionReplacements', 'hashtagReplacements'] as const) {
    const entries = Array.isArray(input[list]) ? input[list] : [];
    entries.forEach((entry, index) => {
      const correspondences = Array.isArray(entry?.correspondences) ? entry.correspondences : [];
      correspondences.forEach((correspondence, position) => {
        if (typeof correspondence !== 'string') return;
        const key = correspondence.trim().toLowerCase();
        if (seen.has(key))
          issues.push({
            path: [list, index, 'correspondences', position],
            message: 'validation.correspondence_reused',
          });
        seen.add(key);
      });
    });
  }
  return issues;
}

export const bot = z.object({
  id: z.string(),
  /** Spec §7: `GET /bots` returns bots, each with `page.id`. */
  page: z.object({ id: z.string(), name: z.string(), kind: z.string() }),
  name: z.string(),
  type: z.enum(botTypes),
  language: z.enum(sourceLanguages).nullable(),
  topic: z.string().nullable(),
  subcategory: z.string().nullable(),
  autoSources: z.boolean(),
  sourceIds: z.array(z.string()),
  prefix: z.string(),
  suffix: z.string(),
  hashtags: z.string(),
  bannedWords: z.array(z.string()),
  inclusionTags: z.array(z.string()),
  mentionReplacements: z.array(replacement),
  hashtagReplacements: z.array(replacement),
  dailyLimit: z.number().nullable(),
  frequency: z.enum(botFrequencies),
  utm: z.string(),
  shareAsStory: z.boolean(),
  contentType: z.enum(botContentTypes),
  textOrigin: z.enum(botTextOrigins),
  pinterestBoard: z.string().nullable(),
  repostAfterPosting: z.boolean(),
  shareTopPosts: z.boolean(),
  optimizeTraffic: z.boolean(),
  linkPosition: z.enum(botLinkPositions),
  enabled: z.boolean(),
  status: z.enum(botStatuses),
  disabledReason: z.enum(botDisabledReasons).nullable(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** Posts this bot made today (in UTC) against its daily limit. */
  postedToday: z.number(),
  createdAt: z.string(),
});
export type Bot = z.infer<typeof bot>;
export const botList = z.object({ bots: z.array(bot) });

/** The next posts a bot will make, shown in the planner as previews. */
export const botPreview = z.object({
  botId: z.string(),
  pageId: z.string(),
  itemId: z.string(),
  message: z.string(),
  link: z.string(),
  imageUrl: z.string().nullable(),
  at: z.string(),
});
export type BotPreview = z.infer<typeof botPreview>;
export const botPreviewList = z.object({ previews: z.array(botPreview) });

/** What one run of a bot did. */
export const botRunResult = z.object({
  posted: z.number(),
  skipped: z.number(),
  /** Items left for later by the daily limit or the frequency. */
  waiting: z.number(),
});
