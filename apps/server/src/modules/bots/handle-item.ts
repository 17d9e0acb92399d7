import { startOfDayIn } from '@pagewise/shared/time-zones';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import { postsRefusal } from '../plans/assert-post-limits.ts';
import { pagesWithLink } from '../posts/already-posted.ts';
import { countBotPostsSince } from '../posts/count-bot-posts.ts';
import { insertBotPost } from '../posts/create-bot-post.ts';
import type { WakeUp } from '../publishing/enqueue-targets.ts';
import type { Verdict } from './judge-item.ts';
import { type BotRow, botFollowUps, botItems, bots } from './schema.ts';

export type Handled =
  /** The post, and its story when the bot shares one: the wake-ups to queue once committed. */
  | { kind: 'posted'; postId: string; storyId: string | null; wakeUps: WakeUp[] }
  | { kind: 'skipped'; outcome: 'banned_word' | 'missing_tag' | 'unusable' | 'already_posted' }
  /**
   * A limit is reached, the bot's own daily limit or its account's plan's posts per day: the item
   * waits for tomorrow (`details`: the plan's refusal).
   */
  | { kind: 'limit'; reason: 'daily_limit' | 'plan_limit'; details?: Record<string, unknown> | undefined }
  /** Another run of this bot dealt with the item first. */
  | { kind: 'taken' };

/**
 * Records what a bot did with one item, in one transaction with the post it makes (and the story
 * shared after it, and the follow-ups on it): the item is written once (`bot_items` is unique per bot and item), so a crash
 * or a second worker can never post it twice. Runs of one bot take turns on the bot's row, so the
 * daily limit and "already posted" are decided on what the other run committed.
 */
export async function handleItem(
  context: Pick<AppContext, 'database'>,
  bot: BotRow,
  itemId: string,
  verdict: Verdict,
  now: Date,
  /** When the post goes out: now, or the page's next best hour (traffic optimization). */
  at: Date = now,
): Promise<Handled> {
  return context.database.db.transaction(async (tx) => {
    await tx.select({ id: bots.id }).from(bots).where(eq(bots.id, bot.id)).for('update');
    const outcome =
      verdict.outcome === 'post' ? await postOrAlreadyPosted(tx, bot, verdict.links, now) : verdict.outcome;
    if (outcome === 'limit') return { kind: 'limit', reason: 'daily_limit' };
    if (outcome === 'posted') {
      // The account's plan counts a bot's publications with those by hand (its posts per day).
      const refusal = await postsRefusal(tx, bot.accountId, { publications: [at] });
      if (refusal) return { kind: 'limit', reason: 'plan_limit', details: refusal.details };
    }
    const [record] = await tx
      .insert(botItems)
      .values({ botId: bot.id, itemId, outcome, at: now })
      .onConflictDoNothing()
      .returning({ id: botItems.id });
    if (!record) return { kind: 'taken' };
    if (outcome !== 'posted') return { kind: 'skipped', outcome };
    if (verdict.outcome !== 'post') throw new Error('only a post verdict is posted');
    const { postId, wakeUp } = await insertBotPost(tx, verdict.post, now, { at });
    await tx.update(botItems).set({ postId }).where(eq(botItems.id, record.id));
    // Its comment and repost wait in the same transaction for the publication (`wakeUp.id`) to be out.
    if (verdict.followUps.length > 0)
      await tx.insert(botFollowUps).values(
        verdict.followUps.map((followUp) => ({
          targetId: wakeUp.id,
          kind: followUp.kind,
          text: followUp.text,
          createdAt: now,
          updatedAt: now,
        })),
      );
    if (!verdict.story) return { kind: 'posted', postId, storyId: null, wakeUps: [wakeUp] };
    const story = await insertBotPost(
      tx,
      { ...verdict.story, content: { ...verdict.story.content, storyOfPostId: postId } },
      now,
      { after: wakeUp.at },
    );
    return { kind: 'posted', postId, storyId: story.postId, wakeUps: [wakeUp, story.wakeUp] };
  });
}

/** Whether the bot may post the article now: within its daily limit, and not yet on its page. */
async function postOrAlreadyPosted(tx: Database, bot: BotRow, links: string[], now: Date) {
  if (bot.dailyLimit !== null) {
    // The account's day: from midnight in its time zone (23 or 25 hours on a daylight-saving change).
    const dayStart = startOfDayIn(now, await accountTimeZone(tx, bot.accountId));
    const today = (await countBotPostsSince(tx, [bot.id], dayStart)).get(bot.id) ?? 0;
    if (today >= bot.dailyLimit) return 'limit' as const;
  }
  for (const link of links) {
    const pages = await pagesWithLink(tx, { accountId: bot.accountId, pageIds: [bot.pageId], link });
    if (pages.length > 0) return 'already_posted' as const;
  }
  return 'posted' as const;
}
