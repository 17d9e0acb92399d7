import { z } from 'zod';
import { networkKinds } from './networks/kinds.ts';
import { textLimits } from './text-limits.ts';

/**
 * The moderation inbox (spec §2 /dash/moderation, §3 inbox item, §4 inbox and conversation
 * states). The words of the spec are the values the API speaks; the screens translate them.
 */

/** Spec §3: what an inbox item is. `post` is a page's own post (status, photo, video, share). */
export const inboxItemTypes = [
  'comment',
  'message',
  'mention',
  'rating',
  'post',
  'reaction',
  'message_reaction',
  'moderation_event',
] as const;
export type InboxItemType = (typeof inboxItemTypes)[number];

/** Spec §4: waiting until treated; flagged, removed (deleted on the network), hidden (`hided`). */
export const inboxItemStatuses = ['waiting', 'treated', 'flag', 'removed', 'hided'] as const;
export type InboxItemStatus = (typeof inboxItemStatuses)[number];

export const inboxEvaluations = ['good', 'normal', 'bad', 'none'] as const;
export type InboxEvaluation = (typeof inboxEvaluations)[number];

/** Spec §4 conversation states. */
export const conversationStates = ['in_progress', 'follow_up', 'unread', 'done', 'spam'] as const;
export type ConversationState = (typeof conversationStates)[number];

/** A thread is a post's comments, or a private conversation with one person. */
export const inboxThreadKinds = ['post', 'conversation'] as const;
export type InboxThreadKind = (typeof inboxThreadKinds)[number];

/** The tabs of the inbox screen; each has a count. */
export const inboxTabs = ['feed', 'pinned', 'conversations', 'reviews'] as const;
export type InboxTab = (typeof inboxTabs)[number];

/**
 * What the product sends to a network for an item, each exactly once (claimed before the call,
 * read back where the network can): a reply, a like, moderation, blocking its author.
 */
export const inboxNetworkActionKinds = [
  'reply',
  'like',
  'hide',
  'unhide',
  'delete',
  'block',
  'unblock',
] as const;
export type InboxNetworkActionKind = (typeof inboxNetworkActionKinds)[number];

/**
 * What an item's log holds: the network's actions, and two that change Pagewise only, done at
 * once: `flag`, by the bad-words rule where the network cannot hide an item, and `unflag`, its undo.
 */
export const inboxActionKinds = [...inboxNetworkActionKinds, 'flag', 'unflag'] as const;
export type InboxActionKind = (typeof inboxActionKinds)[number];

/** pending: waiting for a worker; sending: claimed, the call is out; uncertain: outcome unknown, to be read back. */
export const inboxActionStates = ['pending', 'sending', 'done', 'failed', 'uncertain'] as const;
export type InboxActionState = (typeof inboxActionStates)[number];

/** Spec §7: a user unblocked may be blocked again only this long after. */
export const reblockWaitMs = 48 * 3_600_000;

/** The streams a page's items are read from, each with its own cursor. */
export const inboxStreams = ['comments', 'messages', 'mentions', 'reviews', 'reactions'] as const;
export type InboxStream = (typeof inboxStreams)[number];

/** How many items one page of the inbox list holds at most. */
export const inboxPageSizeMax = 100;

const limitedText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

/** The filters of spec §2 (type, status, evaluation, assignee) plus page, dates and words. */
export const inboxQuery = z.object({
  tab: z.enum(inboxTabs, { error: 'validation.invalid' }).default('feed'),
  type: z.enum(inboxItemTypes, { error: 'validation.invalid' }).optional(),
  status: z.enum(inboxItemStatuses, { error: 'validation.invalid' }).optional(),
  evaluation: z.enum(inboxEvaluations, { error: 'validation.invalid' }).optional(),
  /** A user's id, or `none` for items nobody is assigned to. */
  assignee: z.string().max(64, 'validation.too_long').optional(),
  pageId: z.string().max(64, 'validation.too_long').optional(),
  threadId: z.string().max(64, 'validation.too_long').optional(),
  conversationState: z.enum(conversationStates, { error: 'validation.invalid' }).optional(),
  from: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
  q: z.string().trim().max(textLimits.inboxSearch, 'validation.too_long').optional(),
  /** The opaque cursor of the next page, from the previous answer. */
  after: z.string().max(200, 'validation.too_long').optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.too_small')
    .max(inboxPageSizeMax, 'validation.too_big')
    .default(50),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxContact = z.object({
  name: z.string(),
  remoteId: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  url: z.string().nullable(),
});
export type InboxContact = z.infer<typeof inboxContact>;

export const inboxNote = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type InboxNote = z.infer<typeof inboxNote>;

/** An action sent (or being sent) for an item, with its state and, on failure, the reason. */
export const inboxAction = z.object({
  id: z.string(),
  kind: z.enum(inboxActionKinds),
  state: z.enum(inboxActionStates),
  text: z.string().nullable(),
  /** `rule`: done by the bad-words list (the user may undo it). */
  origin: z.enum(['user', 'rule']),
  /** The banned word that made a rule act. */
  matchedWord: z.string().nullable(),
  requestedBy: z.string().nullable(),
  errorKey: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type InboxAction = z.infer<typeof inboxAction>;

export const inboxItem = z.object({
  id: z.string(),
  pageId: z.string(),
  pageName: z.string(),
  pageKind: z.enum(networkKinds),
  pagePictureUrl: z.string().nullable(),
  threadId: z.string().nullable(),
  type: z.enum(inboxItemTypes),
  status: z.enum(inboxItemStatuses),
  evaluation: z.enum(inboxEvaluations),
  assigneeId: z.string().nullable(),
  author: inboxContact,
  text: z.string(),
  /** Ratings: 1 to 5. */
  rating: z.number().nullable(),
  /** The page's post a comment answers, on the network. */
  postRemoteId: z.string().nullable(),
  url: z.string().nullable(),
  /** When the network says it was written. */
  receivedAt: z.string(),
  liked: z.boolean(),
  notesCount: z.number().int(),
  /** The latest action on the item (a reply being sent, a hide that failed…). */
  lastAction: inboxAction.nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxItemDetail = inboxItem.extend({
  notes: z.array(inboxNote),
  actions: z.array(inboxAction),
});
export type InboxItemDetail = z.infer<typeof inboxItemDetail>;

export const inboxList = z.object({
  items: z.array(inboxItem),
  /** The cursor of the next page; null at the end. */
  next: z.string().nullable(),
});
export type InboxList = z.infer<typeof inboxList>;

/**
 * Counting stops here: a tab shows "1,000+" beyond it (what a team triages is the next items, not
 * the exact size of a backlog), so a count reads at most this many index entries per tab.
 */
export const inboxCountCap = 1000;
/**
 * A word search's counts stop at a list's page ("50+"): they are read newest first like the list,
 * which finds a page of a common word at once where an exact count would check every match.
 */
export const inboxSearchCountCap = 50;

/** Where the counts for these filters stop: lower with words searched (`q`). */
export function inboxCountCapOf(filters: { q?: string | undefined }): number {
  return (filters.q ?? '').trim() === '' ? inboxCountCap : inboxSearchCountCap;
}

/** Items waiting per tab, for the filters in force (tab left out), each up to `inboxCountCapOf`. */
export const inboxCounts = z.record(z.enum(inboxTabs), z.number().int());
export type InboxCounts = z.infer<typeof inboxCounts>;

export const inboxThread = z.object({
  id: z.string(),
  pageId: z.string(),
  kind: z.enum(inboxThreadKinds),
  /** A post's first words, or the person a conversation is with. */
  title: z.string(),
  state: z.enum(conversationStates).nullable(),
  pinned: z.boolean(),
  lastItemAt: z.string().nullable(),
  waiting: z.number().int(),
});
export type InboxThread = z.infer<typeof inboxThread>;

/** One change to one or several items (bulk actions use the same body with several ids). */
export const inboxItemChange = z.discriminatedUnion('change', [
  z.object({ change: z.literal('status'), status: z.enum(['waiting', 'treated', 'flag']) }),
  z.object({ change: z.literal('evaluation'), evaluation: z.enum(inboxEvaluations) }),
  z.object({ change: z.literal('assign'), assigneeId: z.string().max(64).nullable() }),
]);
export type InboxItemChange = z.infer<typeof inboxItemChange>;

export const inboxBulkChange = z.object({
  itemIds: z
    .array(z.string().max(64))
    .min(1, 'validation.required')
    .max(inboxPageSizeMax, 'validation.too_big'),
  change: inboxItemChange,
});

export const inboxReplyInput = z.object({ text: limitedText(textLimits.inboxReply) });
export const inboxNoteInput = z.object({ text: limitedText(textLimits.inboxNote) });

/** Network actions on one item, or on several (bulk: hide, unhide, delete, like). */
export const inboxActionInput = z.object({
  kind: z.enum(['like', 'hide', 'unhide', 'delete', 'block', 'unblock'], { error: 'validation.invalid' }),
});
export const inboxBulkActionInput = z.object({
  itemIds: z
    .array(z.string().max(64))
    .min(1, 'validation.required')
    .max(inboxPageSizeMax, 'validation.too_big'),
  kind: z.enum(['like', 'hide', 'unhide', 'delete'], { error: 'validation.invalid' }),
});

export const conversationStateInput = z.object({
  state: z.enum(conversationStates, { error: 'validation.invalid' }),
});
export const pinInput = z.object({ pinned: z.boolean({ error: 'validation.invalid' }) });

/** Saved replies, with variables filled when used: {{name}} (the author), {{page}}, {{user}}. */
export const savedReplyVariables = ['name', 'page', 'user'] as const;
export const savedReplyInput = z.object({
  title: limitedText(textLimits.savedReplyTitle),
  text: limitedText(textLimits.inboxReply),
});
export const savedReply = savedReplyInput.extend({ id: z.string(), createdAt: z.string() });
export type SavedReply = z.infer<typeof savedReply>;

/** The bad-words list: for the whole account (pageId null) or one page. */
export const badWordInput = z.object({
  word: limitedText(textLimits.badWord),
  pageId: z.string().max(64).nullable().default(null),
});
export const badWord = z.object({
  id: z.string(),
  word: z.string(),
  pageId: z.string().nullable(),
  createdAt: z.string(),
});
export type BadWord = z.infer<typeof badWord>;

/** The team panel: per user, items treated and the median time to the first reply, over a period. */
export const inboxTeamQuery = z.object({
  from: z.iso.datetime({ offset: true, error: 'validation.date' }),
  to: z.iso.datetime({ offset: true, error: 'validation.date' }),
});
/** A member items may be assigned to, with the pages they reach (null: every page). */
export const inboxAssignee = z.object({
  id: z.string(),
  name: z.string(),
  pageIds: z.array(z.string()).nullable(),
});
export type InboxAssignee = z.infer<typeof inboxAssignee>;

export const inboxTeamRow = z.object({
  userId: z.string(),
  name: z.string(),
  treated: z.number().int(),
  replies: z.number().int(),
  /** Median milliseconds from an item's arrival to this user's first reply; null: no reply. */
  medianFirstReplyMs: z.number().nullable(),
});
export type InboxTeamRow = z.infer<typeof inboxTeamRow>;

/**
 * Why a stream of a page is not collected (spec §8): the page must be reconnected, the network's
 * rate limit is waited out, the network refuses this stream (conversations "not allowed"), an
 * Instagram account has no linked Facebook page to read its conversations through, the network
 * refused for another reason, or the read failed (the next one tries again).
 */
export const inboxCollectionErrorKeys = [
  'network_token_invalid',
  'network_rate_limited',
  'inbox_not_allowed',
  'instagram_needs_facebook_page',
  'network_rejected',
  'inbox_read_failed',
] as const;
export type InboxCollectionErrorKey = (typeof inboxCollectionErrorKeys)[number];

/** A page whose collection fails, and why (spec §8), shown on the inbox and the page. */
export const inboxCollectionProblem = z.object({
  pageId: z.string(),
  stream: z.enum(inboxStreams),
  /** One of `inboxCollectionErrorKeys`. */
  errorKey: z.string(),
  since: z.string(),
});
export type InboxCollectionProblem = z.infer<typeof inboxCollectionProblem>;
