import { topPostDays, topPostEveryDays } from '@pagewise/shared/bots';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { findMediaFacts } from '../media/find-media.ts';
import type { PageRow } from '../pages/schema.ts';
import { postsRefusal } from '../plans/assert-post-limits.ts';
import { type BotPost, checkBotPost, insertBotPost, queueBotPosts } from '../posts/create-bot-post.ts';
import { type PostRow, posts } from '../posts/schema.ts';
import { queryRows } from '../publishing/rows.ts';
import { type BotRow, bots, botTopShares } from './schema.ts';

const dayMs = 86_400_000;
/** The kinds a top post may be of: a story, a poll or a document is not shared again. */
const sharedKinds = ['standard', 'image', 'video', 'snippet', 'slider'];

type Candidate = { targetId: string; postId: string };

/**
 * The page's publication of the last `topPostDays` with the most engagements (reactions, comments,
 * shares, link clicks, at its latest reading), newest first among equals; none already shared again
 * by a bot of the page, and none that is itself such a share.
 */
async function topPublication(
  context: Pick<AppContext, 'database'>,
  bot: BotRow,
  now: Date,
): Promise<Candidate | undefined> {
  const [best] = await queryRows<Candidate>(
    context.database.db,
    sql`select t.id as "targetId", p.id as "postId"
      from post_targets t
      join posts p on p.id = t.post_id
      join lateral (select f.reactions, f.comments, f.shares, f.clicks from post_figures f
        where f.target_id = t.id order by f.read_at desc limit 1) f on true
      where t.account_id = ${bot.accountId}::uuid and t.page_id = ${bot.pageId}::uuid
        and t.status = 'posted' and t.posted_at >= ${new Date(now.getTime() - topPostDays * dayMs)}
        and p.kind in (${sql.join(
          sharedKinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        and not exists (select 1 from bot_top_shares s where s.target_id = t.id)
        and not exists (select 1 from bot_top_shares s where s.post_id = p.id)
      order by coalesce(f.reactions, 0) + coalesce(f.comments, 0) + coalesce(f.shares, 0)
        + coalesce(f.clicks, 0) desc, t.posted_at desc
      limit 1`,
  );
  return best;
}

/** The post again, as a bot writes it: the text the page received, its link and its files. */
async function shareOf(
  context: Pick<AppContext, 'database' | 'config'>,
  bot: BotRow,
  page: Pick<PageRow, 'id' | 'kind' | 'connectionMode'>,
  post: PostRow,
): Promise<BotPost> {
  const kind = page.kind as NetworkKind;
  const message = post.pageTexts[page.id] || post.networkTexts[kind] || post.message;
  const media = await findMediaFacts(context, bot.accountId, post.mediaIds);
  return {
    accountId: bot.accountId,
    botId: bot.id,
    page: { id: page.id, kind, concierge: page.connectionMode === 'concierge' },
    content: {
      kind: post.kind,
      message,
      description: post.description,
      link: post.link,
      mediaIds: post.mediaIds,
      carouselRatio: post.carouselRatio as BotPost['content']['carouselRatio'],
      thumbnailMediaId: post.thumbnailMediaId,
      reel: post.reel,
      location: post.location,
      tags: post.tags,
      collaborators: post.collaborators,
      options: post.options,
    },
    articleLink: post.articleLink || post.link,
    media,
  };
}

/** Whether the bot shared a top post within the last `topPostEveryDays`. */
async function sharedLately(db: Database, botId: string, now: Date): Promise<boolean> {
  const [recent] = await db
    .select({ at: botTopShares.at })
    .from(botTopShares)
    .where(
      and(
        eq(botTopShares.botId, botId),
        gt(botTopShares.at, new Date(now.getTime() - topPostEveryDays * dayMs)),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/**
 * The plans' "share top posts", on a bot's run: once every `topPostEveryDays`, the page's top
 * publication is posted again (a bot's post, due now). Written with its record in one transaction
 * under the bot's row, so parallel runs share it once; the plan's posts per day count it. Returns
 * whether a post was made.
 */
export async function shareTopPost(
  context: AppContext,
  bot: BotRow,
  page: Pick<PageRow, 'id' | 'kind' | 'connectionMode'>,
  now: Date,
): Promise<boolean> {
  if (!bot.shareTopPosts) return false;
  const db = context.database.db;
  if (await sharedLately(db, bot.id, now)) return false;
  const best = await topPublication(context, bot, now);
  if (!best) return false;
  const [post] = await db.select().from(posts).where(eq(posts.id, best.postId)).limit(1);
  if (!post) return false;
  const share = await shareOf(context, bot, page, post);
  if (checkBotPost(share, now).errors.length > 0) {
    context.logger.info({ botId: bot.id, targetId: best.targetId }, 'top post not shared: it no longer fits');
    return false;
  }
  const wakeUp = await db.transaction(async (tx) => {
    await tx.select({ id: bots.id }).from(bots).where(eq(bots.id, bot.id)).for('update');
    // Checked again under the bot's lock: a parallel run may have shared one meanwhile.
    if (await sharedLately(tx, bot.id, now)) return null;
    if (await postsRefusal(tx, bot.accountId, { publications: [now] })) return null;
    const made = await insertBotPost(tx, share, now);
    await tx
      .insert(botTopShares)
      .values({ botId: bot.id, targetId: best.targetId, postId: made.postId, at: now });
    return made.wakeUp;
  });
  if (!wakeUp) return false;
  await queueBotPosts(context, [wakeUp]);
  context.logger.info({ botId: bot.id, targetId: best.targetId }, 'bot shared its page’s top post');
  return true;
}
