import type { OptimalTimes } from '@pagewise/shared/planner';
import { and, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { postTargets } from '../posts/schema.ts';
import { measurePostMetrics, pageWasMeasured } from './measure-post-metrics.ts';
import { optimalTimesOf } from './optimal-times.ts';

/** The page's own posts of this many last days make its optimal times. */
export const optimalTimesWindowDays = 90;
/** Reading a never-measured page's figures may hold the first answer this long, no more. */
const firstMeasureBudgetMs = 5_000;

/**
 * `GET /api/pages/:id/optimal-times`. A page never measured (newly connected, or posted before the
 * first metrics round) has its figures read first, within a short budget, so the first answer
 * already speaks of the page rather than of its network; past the budget, the hourly round
 * (post-metrics-job.ts) finishes the work and the general times are shown meanwhile.
 */
export async function readOptimalTimes(
  context: AppContext,
  auth: Auth,
  pageId: string,
): Promise<OptimalTimes> {
  const page = await findPage(context, auth, pageId, 'read');
  if (!(await pageWasMeasured(context, page.id))) {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, firstMeasureBudgetMs);
    });
    const measuring = measurePostMetrics(context, { pageId: page.id }).catch((error: unknown) => {
      context.logger.warn({ err: error, pageId: page.id }, 'first post metrics not read');
    });
    await Promise.race([measuring, budget]);
    clearTimeout(timer);
  }
  return pageOptimalTimes(context, page);
}

/** A page's optimal times from its publications of the last `optimalTimesWindowDays` as measured. */
export async function pageOptimalTimes(
  context: Pick<AppContext, 'database' | 'now'>,
  page: { id: string; kind: string; accountId: string },
): Promise<OptimalTimes> {
  const since = new Date(context.now().getTime() - optimalTimesWindowDays * 86_400_000);
  const measured = await context.database.db
    .select({
      postedAt: postTargets.postedAt,
      impressions: postTargets.impressions,
      engagements: postTargets.engagements,
    })
    .from(postTargets)
    .where(
      and(
        eq(postTargets.pageId, page.id),
        inArray(postTargets.status, ['posted', 'postedfb']),
        gte(postTargets.postedAt, since),
        gt(postTargets.impressions, 0),
        isNotNull(postTargets.engagements),
      ),
    );
  return optimalTimesOf(
    page,
    measured.flatMap((row) =>
      row.postedAt && row.impressions !== null && row.engagements !== null
        ? [{ postedAt: row.postedAt, impressions: row.impressions, engagements: row.engagements }]
        : [],
    ),
    await accountTimeZone(context.database.db, page.accountId),
  );
}
