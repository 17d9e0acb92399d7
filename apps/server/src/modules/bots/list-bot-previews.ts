import type { BotPreview } from '@pagewise/shared/bots';
import { startOfDayIn } from '@pagewise/shared/time-zones';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { queryStatement, rowOf } from '../../platform/statements.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { pages } from '../pages/schema.ts';
import { nextOptimalTime } from '../planner/optimal-times.ts';
import { pageOptimalTimes } from '../planner/read-optimal-times.ts';
import { linksOnPage } from '../posts/already-posted.ts';
import { countBotPostsSince } from '../posts/count-bot-posts.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';
import { judgeItem } from './judge-item.ts';
import { botInTurn, postsMadeBy } from './mixed-turn.ts';
import { previewTimes } from './preview-times.ts';
import { waitingItemsOf } from './run-bot.ts';
import { bots } from './schema.ts';

export type PreviewRange = { from: Date; to: Date; pageIds?: readonly string[] | undefined };

/** Previews of one bot at most: the planner shows the next posts, not a month of them. */
const maxPreviewsPerBot = 50;

/**
 * The next posts each enabled bot would make in the range (the planner's "preview" items, spec
 * §4): its waiting items that pass its filters, with their transformed text, at the times its
 * frequency and daily limit give. Only the bots on the pages the caller reaches (and among
 * `pageIds` when given); what arrives later from the sources is not foreseen.
 */
export async function listBotPreviews(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  range: PreviewRange,
): Promise<BotPreview[]> {
  authorize(auth, 'read');
  const db = context.database.db;
  const now = context.now();
  if (range.to <= range.from || range.to <= now) return [];
  const pageIds = range.pageIds?.filter(isUuid);
  if (pageIds && pageIds.length === 0 && range.pageIds && range.pageIds.length > 0) return [];
  // Asked on every planner request, most often of an account with no bot: a prepared statement.
  const rows = (
    await queryStatement<{ bot: Record<string, unknown>; page: Record<string, unknown> }>(
      context.database,
      sql`select to_json(${bots}) as bot, to_json(${pages}) as page
        from ${bots} join ${pages} on ${pages.id} = ${bots.pageId}
        where ${and(
          eq(bots.accountId, auth.user.accountId),
          eq(bots.enabled, true),
          ne(bots.frequency, 'manual'),
          pageScopeCondition(auth, bots.pageId),
          pageIds && pageIds.length > 0 ? inArray(bots.pageId, pageIds) : undefined,
        )}`,
    )
  ).map((row) => ({ bot: rowOf(bots, row.bot), page: rowOf(pages, row.page) }));
  // Most accounts have no enabled bot: nothing more is read for them on a planner request.
  if (rows.length === 0) return [];
  const timeZone = await accountTimeZone(db, auth.user.accountId);
  const postedToday = await countBotPostsSince(
    db,
    rows.map(({ bot }) => bot.id),
    startOfDayIn(now, timeZone),
  );
  const previews: BotPreview[] = [];
  for (const row of rows) {
    const { bot, page } = row;
    const { items } = await waitingItemsOf(db, row, now);
    const made = bot.contentType === 'mixed' ? await postsMadeBy(db, bot.id) : 0;
    const judged = items.flatMap((item, index) => {
      const verdict = judgeItem(botInTurn(bot, made + index), page, item, now);
      return verdict.outcome === 'post' ? [{ item, verdict }] : [];
    });
    // One question for all the waiting articles: which ones the page already has.
    const onPage = await linksOnPage(db, {
      accountId: bot.accountId,
      pageId: bot.pageId,
      links: judged.flatMap(({ verdict }) => verdict.links),
    });
    const ready = judged
      .filter(({ verdict }) => !verdict.links.some((link) => onPage.has(link)))
      .slice(0, maxPreviewsPerBot);
    const start = new Date(Math.max(now.getTime(), bot.nextRunAt?.getTime() ?? now.getTime()));
    const times = previewTimes({
      frequency: bot.frequency,
      dailyLimit: bot.dailyLimit,
      postedToday: postedToday.get(bot.id) ?? 0,
      start,
      now,
      count: ready.length,
      to: range.to,
      timeZone,
    });
    // A bot posting at its page's best hours: each run's post is planned for the next one.
    const optimal = bot.optimizeTraffic ? await pageOptimalTimes(context, page) : null;
    times.forEach((runAt, index) => {
      const entry = ready[index];
      const at = optimal ? nextOptimalTime(optimal, runAt) : runAt;
      if (!entry || at < range.from || at > range.to) return;
      previews.push({
        botId: bot.id,
        pageId: bot.pageId,
        itemId: entry.item.id,
        message: entry.verdict.post.content.message,
        link: entry.verdict.post.content.link || entry.item.link,
        imageUrl: entry.item.imageUrl,
        at: at.toISOString(),
      });
    });
  }
  return previews.sort((a, b) => a.at.localeCompare(b.at));
}
