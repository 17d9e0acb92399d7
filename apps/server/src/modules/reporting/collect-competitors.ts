import { type CompetitorFigures, supports } from '@pagewise/networks/adapter';
import { isNetworkError } from '@pagewise/networks/network-error';
import { isNetworkKind } from '@pagewise/shared/networks/kinds';
import { pageFiguresKeptDays } from '@pagewise/shared/reporting';
import { dayIn } from '@pagewise/shared/time-zones';
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { workingPageStatuses } from '../pages/page-status.ts';
import { pages } from '../pages/schema.ts';
import { type CompetitorRow, competitorFigures, competitors } from './competitor-schema.ts';
import { figureCount } from './figure-count.ts';

/**
 * The daily round of competitors: each one without today's figures (UTC days, as the networks')
 * has its public figures read with a working page of its account on its network: today's
 * followers, and for each day of its latest posts, how many it posted and their interactions
 * (read again each day: interactions keep coming), kept two years like the pages' days. One whose network refuses says why on the
 * screen (`lastError`) and is tried again at the next round. `competitorId`: that one only.
 */
export async function collectCompetitors(
  context: AppContext,
  options: { competitorId?: string } = {},
): Promise<{ competitors: number; failed: number }> {
  const db = context.database.db;
  const today = dayIn(context.now(), 'UTC');
  // Kept as long as the pages' own days (`pageFiguresKeptDays`).
  await db
    .delete(competitorFigures)
    .where(
      and(
        lt(
          competitorFigures.day,
          dayIn(new Date(context.now().getTime() - pageFiguresKeptDays * 86_400_000), 'UTC'),
        ),
        options.competitorId ? eq(competitorFigures.competitorId, options.competitorId) : undefined,
      ),
    );
  const due = await db
    .select()
    .from(competitors)
    .where(
      and(
        options.competitorId ? eq(competitors.id, options.competitorId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(competitorFigures)
            .where(
              and(
                eq(competitorFigures.competitorId, competitors.id),
                eq(competitorFigures.day, today),
                sql`${competitorFigures.followers} is not null`,
              ),
            ),
        ),
      ),
    );
  const outcome = { competitors: 0, failed: 0 };
  for (const competitor of due) {
    try {
      const figures = await readCompetitor(context, competitor);
      await store(context, competitor, figures, today);
      outcome.competitors += 1;
    } catch (error) {
      outcome.failed += 1;
      if (!(error instanceof CompetitorNotRead) && !isNetworkError(error)) {
        context.logger.warn({ err: error, competitorId: competitor.id }, 'competitor not read');
      }
      await db
        .update(competitors)
        .set({ lastError: competitorErrorOf(error) })
        .where(eq(competitors.id, competitor.id));
    }
  }
  return outcome;
}

/** Reading needs a page of the competitor's network on its account, whose network reads public pages. */
async function readCompetitor(context: AppContext, competitor: CompetitorRow): Promise<CompetitorFigures> {
  if (!isNetworkKind(competitor.network)) throw new Error(`unknown network ${competitor.network}`);
  const adapter = await context.networks.adapter(competitor.network).catch(() => null);
  if (!adapter || !supports(adapter, 'readCompetitor')) throw new CompetitorNotRead('network_not_supported');
  const [page] = await context.database.db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.accountId, competitor.accountId),
        eq(pages.kind, competitor.network),
        inArray(pages.status, workingPageStatuses),
      ),
    )
    .orderBy(asc(pages.createdAt))
    .limit(1);
  if (!page) throw new CompetitorNotRead('no_page_of_network');
  return adapter.readCompetitor(
    {
      remoteId: page.remoteId,
      name: page.name,
      credentials: openCredentials(context.secrets, page.sealedCredentials),
    },
    competitor.handle,
  );
}

/** Why a competitor could not be read, as a key the screen translates (`competitors.errors.*`). */
class CompetitorNotRead extends Error {}

function competitorErrorOf(error: unknown): string {
  if (error instanceof CompetitorNotRead) return error.message;
  if (isNetworkError(error, 'rejected') && error.status === 404) return 'not_found';
  // Facebook reads another page only for apps granted Page Public Content Access.
  if (isNetworkError(error, 'rejected') && error.status === 403) return 'not_allowed';
  if (isNetworkError(error, 'reconnect')) return 'page_needs_reconnection';
  if (isNetworkError(error, 'rate_limited')) return 'rate_limited';
  return 'network_error';
}

async function store(
  context: AppContext,
  competitor: CompetitorRow,
  figures: CompetitorFigures,
  today: string,
) {
  const db = context.database.db;
  const readAt = context.now();
  const days = new Map<string, { posts: number; interactions: number | null }>();
  for (const post of figures.posts) {
    const day = post.createdAt.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day > today) continue;
    const entry = days.get(day) ?? { posts: 0, interactions: null };
    entry.posts += 1;
    const interactions = figureCount(post.interactions ?? undefined);
    if (interactions !== null) entry.interactions = (entry.interactions ?? 0) + interactions;
    days.set(day, entry);
  }
  if (!days.has(today)) days.set(today, { posts: 0, interactions: 0 });
  const rows = [...days].map(([day, entry]) => ({
    competitorId: competitor.id,
    day,
    posts: entry.posts,
    interactions: entry.interactions,
    followers: day === today ? figureCount(figures.followers ?? undefined) : null,
    readAt,
  }));
  await db
    .insert(competitorFigures)
    .values(rows)
    .onConflictDoUpdate({
      target: [competitorFigures.competitorId, competitorFigures.day],
      set: {
        posts: sql`excluded.posts`,
        interactions: sql`excluded.interactions`,
        followers: sql`coalesce(excluded.followers, ${competitorFigures.followers})`,
        readAt: sql`excluded.read_at`,
      },
    });
  await db
    .update(competitors)
    .set({ name: figures.name || competitor.handle, pictureUrl: figures.pictureUrl, lastError: null })
    .where(eq(competitors.id, competitor.id));
}
