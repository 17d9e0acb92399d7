import { supports } from '@pagewise/networks/adapter';
import { isNetworkError } from '@pagewise/networks/network-error';
import { isNetworkKind } from '@pagewise/shared/networks/kinds';
import { postedStatuses } from '@pagewise/shared/posts/target-statuses';
import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { markPageForReconnection } from '../pages/mark-for-reconnection.ts';
import { workingPageStatuses } from '../pages/page-status.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';

/** Publications whose figures are still read: those posted in the last 30 days. */
export const metricsWindowDays = 30;
/** Figures older than this are read again (engagement keeps coming in for days after a post). */
export const metricsMaxAgeHours = 6;
/** Post ids per network call: networks cap the ids of one request (Graph at 50, most at 100). */
const idsPerCall = 50;

type Outcome = { pages: number; publications: number; failedPages: number };

/**
 * The metrics round: for every page with publications posted in the last 30 days whose figures are
 * missing or older than 6 hours, asks the page's network for them, page by page, and writes
 * impressions, engagements and when they were read. A publication the network no longer reports
 * (deleted there) is marked as read too, so it is not asked for again before 6 hours. `pageId`
 * limits the round to one page (optimal times asked for a page never measured).
 */
export async function measurePostMetrics(
  context: AppContext,
  options: { pageId?: string } = {},
): Promise<Outcome> {
  const db = context.database.db;
  const now = context.now();
  const stale = and(
    inArray(postTargets.status, postedStatuses),
    gte(postTargets.postedAt, new Date(now.getTime() - metricsWindowDays * 86_400_000)),
    isNotNull(postTargets.remoteId),
    or(
      isNull(postTargets.metricsAt),
      lt(postTargets.metricsAt, new Date(now.getTime() - metricsMaxAgeHours * 3_600_000)),
    ),
    options.pageId ? eq(postTargets.pageId, options.pageId) : undefined,
  );
  const due = await db
    .selectDistinct({ page: pages })
    .from(postTargets)
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .where(and(stale, inArray(pages.status, workingPageStatuses)));
  const outcome: Outcome = { pages: 0, publications: 0, failedPages: 0 };
  for (const { page } of due) {
    try {
      const read = await measurePage(context, page, stale);
      if (read === null) continue;
      outcome.pages += 1;
      outcome.publications += read;
    } catch (error) {
      outcome.failedPages += 1;
      if (isNetworkError(error, 'reconnect')) await markPageForReconnection(context, page.id);
      context.logger.warn({ err: error, pageId: page.id }, 'post metrics not read');
    }
  }
  return outcome;
}

/** One page's stale publications; null when its network gives no post figures. */
async function measurePage(
  context: AppContext,
  page: PageRow,
  stale: ReturnType<typeof and>,
): Promise<number | null> {
  if (!isNetworkKind(page.kind)) return null;
  const adapter = await context.networks.adapter(page.kind).catch(() => null);
  if (!adapter || !supports(adapter, 'readPostMetrics')) return null;
  const db = context.database.db;
  const targets = await db
    .select({ id: postTargets.id, remoteId: postTargets.remoteId })
    .from(postTargets)
    .where(and(eq(postTargets.pageId, page.id), stale));
  const connected = {
    remoteId: page.remoteId,
    name: page.name,
    credentials: openCredentials(context.secrets, page.sealedCredentials),
  };
  for (let start = 0; start < targets.length; start += idsPerCall) {
    const chunk = targets.slice(start, start + idsPerCall);
    const remoteIds = chunk.flatMap((target) => (target.remoteId ? [target.remoteId] : []));
    const figures = await adapter.readPostMetrics(connected, remoteIds);
    const byRemoteId = new Map(figures.map((figure) => [figure.remoteId, figure]));
    const values = chunk.map((target) => {
      const figure = target.remoteId ? byRemoteId.get(target.remoteId) : undefined;
      return sql`(${target.id}::uuid, ${figure?.impressions ?? null}::int, ${figure?.engagements ?? null}::int)`;
    });
    // One statement per call; figures the network did not give keep what was read before.
    await db.execute(
      sql`update post_targets t
        set impressions = coalesce(v.impressions, t.impressions),
            engagements = coalesce(v.engagements, t.engagements),
            metrics_at = ${context.now().toISOString()}::timestamptz
        from (values ${sql.join(values, sql`, `)}) as v (id, impressions, engagements)
        where t.id = v.id`,
    );
  }
  return targets.length;
}

/** Whether any publication of the page was ever measured (its figures asked of the network). */
export async function pageWasMeasured(context: Pick<AppContext, 'database'>, pageId: string) {
  const [row] = await context.database.db
    .select({ one: sql<number>`1` })
    .from(postTargets)
    .where(and(eq(postTargets.pageId, pageId), isNotNull(postTargets.metricsAt)))
    .limit(1);
  return row !== undefined;
}
