import { type PageDayFigures, supports } from '@pagewise/networks/adapter';
import { isNetworkKind } from '@pagewise/shared/networks/kinds';
import { countriesKept, pageFiguresBackfillDays, pageFiguresKeptDays } from '@pagewise/shared/reporting';
import { dayIn } from '@pagewise/shared/time-zones';
import { and, eq, getTableColumns, inArray, lt, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { workingPageStatuses } from '../pages/page-status.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { figureCount } from './figure-count.ts';
import { roundOverPages } from './page-round.ts';
import { pageFigures } from './schema.ts';

const dayMs = 86_400_000;
/** Networks revise their latest days for a while: these are read again with the new ones. */
const revisedDays = 2;

/** The UTC day (YYYY-MM-DD) `back` days before `now`'s: the days networks count figures in. */
const dayBefore = (now: Date, back: number) => dayIn(new Date(now.getTime() - back * dayMs), 'UTC');

/**
 * The daily round of page figures (issue 19): every working page whose network gives daily figures
 * and lacks yesterday's gets the days it does not hold yet — as far back as its network keeps them
 * the first time (`pageFiguresHistoryDays`, else `pageFiguresBackfillDays`), else from its latest day (the last two again: networks revise them) to yesterday —
 * each day stored once per page (read again, it is replaced). Days older than
 * `pageFiguresKeptDays` are deleted (a failed read: `roundOverPages`). `pageId`: that page only.
 */
export async function collectPageFigures(
  context: AppContext,
  options: { pageId?: string } = {},
): Promise<{ pages: number; days: number; failedPages: number }> {
  const db = context.database.db;
  const now = context.now();
  const yesterday = dayBefore(now, 1);
  // Days past the keeping time go; a round for one page (just connected) looks at its own only.
  await db
    .delete(pageFigures)
    .where(
      and(
        lt(pageFigures.day, dayBefore(now, pageFiguresKeptDays)),
        options.pageId ? eq(pageFigures.pageId, options.pageId) : undefined,
      ),
    );
  const latest = db
    .select({ pageId: pageFigures.pageId, day: max(pageFigures.day).as('latest_day') })
    .from(pageFigures)
    .groupBy(pageFigures.pageId)
    .as('latest');
  const due = await db
    .select({ page: pages, latestDay: latest.day })
    .from(pages)
    .leftJoin(latest, eq(latest.pageId, pages.id))
    .where(
      and(
        inArray(pages.status, workingPageStatuses),
        options.pageId ? eq(pages.id, options.pageId) : undefined,
        sql`(${latest.day} is null or ${latest.day} < ${yesterday}::date)`,
      ),
    );
  const round = await roundOverPages(
    context,
    due.map(({ page, latestDay }) => ({ page, due: latestDay })),
    'page figures',
    (page, latestDay) => collectPage(context, page, latestDay),
  );
  return { pages: round.pages, days: round.stored, failedPages: round.failedPages };
}

/** One page's missing days; null when its network gives no daily figures. */
async function collectPage(
  context: AppContext,
  page: PageRow,
  latestDay: string | null,
): Promise<number | null> {
  if (!isNetworkKind(page.kind)) return null;
  const adapter = await context.networks.adapter(page.kind).catch(() => null);
  if (!adapter || !supports(adapter, 'readPageFigures')) return null;
  const now = context.now();
  const today = Date.parse(dayBefore(now, 0));
  // The first read goes as far back as the network keeps daily figures (its own length, else the
  // default), within the days reporting keeps.
  const backfill = Math.min(pageFiguresKeptDays, adapter.pageFiguresHistoryDays ?? pageFiguresBackfillDays);
  const missing = latestDay === null ? backfill : (today - Date.parse(latestDay)) / dayMs - 1;
  const days = Math.min(backfill, missing + revisedDays);
  const figures = await adapter.readPageFigures(
    {
      remoteId: page.remoteId,
      name: page.name,
      credentials: openCredentials(context.secrets, page.sealedCredentials),
    },
    days,
  );
  const rows = figures
    .filter((figure) => /^\d{4}-\d{2}-\d{2}$/.test(figure.date) && figure.date < dayBefore(now, 0))
    .map((figure) => rowOf(page, figure, now));
  if (rows.length === 0) return 0;
  // Read again, a day replaces what was stored of it (its key aside).
  const replaced = Object.fromEntries(
    Object.entries(getTableColumns(pageFigures))
      .filter(([property]) => !['accountId', 'pageId', 'day'].includes(property))
      .map(([property, column]) => [property, sql.raw(`excluded.${column.name}`)]),
  );
  await context.database.db
    .insert(pageFigures)
    .values(rows)
    .onConflictDoUpdate({ target: [pageFigures.pageId, pageFigures.day], set: replaced });
  return rows.length;
}

/** A network's day as stored: every figure it left out null, the countries cut to the largest 45. */
export function rowOf(page: PageRow, figure: PageDayFigures, now: Date): typeof pageFigures.$inferInsert {
  const countries = figure.countries
    ? Object.fromEntries(
        Object.entries(figure.countries)
          .sort(([, a], [, b]) => b - a)
          .slice(0, countriesKept),
      )
    : null;
  return {
    accountId: page.accountId,
    pageId: page.id,
    day: figure.date,
    followers: figureCount(figure.followers),
    impressions: figureCount(figure.impressions),
    reach: figureCount(figure.reach),
    reactions: figureCount(figure.reactions),
    comments: figureCount(figure.comments),
    shares: figureCount(figure.shares),
    linkClicks: figureCount(figure.linkClicks),
    videoViews3s: figureCount(figure.videoViews3s),
    videoViews10s: figureCount(figure.videoViews10s),
    videoViews15s: figureCount(figure.videoViews15s),
    videoViews30s: figureCount(figure.videoViews30s),
    countries,
    demographics: figure.demographics ?? null,
    readAt: now,
  };
}
