import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { type MediaFacts, type PostContent, type PostIssue, postContent } from '@pagewise/shared/posts/post';
import { validatePost } from '@pagewise/shared/posts/validate-post';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { validationRequiredOf } from '../collaboration/account-settings.ts';
import { enqueueTargets, type WakeUp } from '../publishing/enqueue-targets.ts';
import { diffPost, recordHistory } from './history.ts';
import { versionOf } from './save-post.ts';
import { posts, postTargets } from './schema.ts';

/**
 * On an account that makes validation mandatory, a bot's post waits this long for its validation
 * (spec §4: a scheduled post not validated at its time is blocked, and its owner told).
 */
export const botValidationDelayMinutes = 60;

/** A bot's story goes out this long after its post (spec §4: a story made from a post comes after it). */
export const botStoryDelayMinutes = 1;

export type BotPost = {
  accountId: string;
  botId: string;
  page: { id: string; kind: NetworkKind; concierge: boolean };
  /** A bot writes the common text only: no text of a network's or a page's own. */
  content: Partial<Omit<PostContent, 'networkTexts' | 'pageTexts'>> & Pick<PostContent, 'message'>;
  /** The article's link as read from the source (the post may carry it elsewhere, or not at all). */
  articleLink: string;
  /** The measured facts of the files in `content.mediaIds` (files of the bot's account). */
  media?: MediaFacts[];
};

/**
 * A bot's post checked with the composer's rules for its page's network (text, link, board, what
 * the network requires). Errors mean the bot cannot post this item; warnings (text cut) do not stop it.
 */
export function checkBotPost(post: BotPost, now: Date): { errors: PostIssue[]; warnings: PostIssue[] } {
  const content = postContent.parse({ ...post.content, pageIds: [post.page.id] });
  return validatePost(
    { ...content, intent: 'now', scheduledAt: null },
    {
      pages: [{ id: post.page.id, kind: post.page.kind, concierge: post.page.concierge }],
      media: post.media ?? [],
      now,
    },
  );
}

/**
 * Writes a bot's post (origin `auto`) with one publication on its page, due now, on the caller's
 * transaction: the bot records the item it came from in the same transaction, so an item is
 * posted once whatever crashes or parallel runs happen. When the account makes validation
 * mandatory, the post waits for it (scheduled `botValidationDelayMinutes` ahead) instead; a bot
 * that posts at its page's best hours plans it for `at`.
 * A story of the post (`storyOfPostId`) is planned `botStoryDelayMinutes` after the post's time
 * (`after`). Returns the wake-up to queue once the transaction is committed (`queueBotPosts`).
 */
export async function insertBotPost(
  tx: Database,
  post: BotPost,
  now: Date,
  options: { after?: Date; at?: Date } = {},
): Promise<{ postId: string; wakeUp: WakeUp }> {
  const { errors, warnings } = checkBotPost(post, now);
  if (errors.length > 0)
    throw new AppError('invalid_data', { message: 'The bot post has problems', details: { issues: errors } });
  const content = postContent.parse({ ...post.content, pageIds: [post.page.id] });
  const validationRequired = await validationRequiredOf(tx, post.accountId);
  // A bot posting at its page's best hours (`at`) plans its post then; validation may push it later.
  const earliest = options.at && options.at > now ? options.at : now;
  const dueAt = options.after
    ? new Date(options.after.getTime() + botStoryDelayMinutes * 60_000)
    : validationRequired
      ? new Date(Math.max(earliest.getTime(), now.getTime() + botValidationDelayMinutes * 60_000))
      : earliest;
  // A post due later than now is planned (scheduled) at its time, like a post scheduled by hand.
  const planned = dueAt > now;
  const { pageIds: _pageIds, ...columns } = content;
  const [row] = await tx
    .insert(posts)
    .values({
      ...columns,
      scheduledAt: planned ? dueAt : null,
      validation: validationRequired ? 'awaiting' : 'none',
      accountId: post.accountId,
      createdBy: null,
      origin: 'auto',
      botId: post.botId,
      articleLink: post.articleLink,
      warnings,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError('internal_error');
  const [target] = await tx
    .insert(postTargets)
    .values({
      postId: row.id,
      accountId: row.accountId,
      pageId: post.page.id,
      status: planned ? 'scheduled' : 'inqueue',
      dueAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!target) throw new AppError('internal_error');
  await recordHistory(tx, {
    postId: row.id,
    userId: null,
    action: planned ? 'scheduled' : 'published',
    changes: [
      ...diffPost(null, versionOf(row, [post.page.id])),
      { field: 'bot', before: null, after: post.botId },
    ],
    at: now,
  });
  return { postId: row.id, wakeUp: { id: target.id, at: dueAt } };
}

/** Hands committed bot posts to the publishing engine. */
export async function queueBotPosts(context: Pick<AppContext, 'queue'>, wakeUps: WakeUp[]) {
  await enqueueTargets(context, wakeUps);
}
