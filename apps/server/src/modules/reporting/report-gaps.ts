import { supports } from '@pagewise/networks/adapter';
import { isNetworkKind } from '@pagewise/shared/networks/kinds';
import type { Report } from '@pagewise/shared/reports';
import { dayIn } from '@pagewise/shared/time-zones';
import { and, count, inArray, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { PageRow } from '../pages/schema.ts';
import { reportDaysBetween } from './report-period.ts';
import { pageFigures } from './schema.ts';

/**
 * Spec §8 "data could not be fetched for the period": each page missing days of the period that
 * it could have, those from its first day held (or, holding none, from the day it was connected:
 * a network keeps no day before for some, and none is asked before it was), and the pages whose
 * network gives no daily figures at all.
 */
export async function reportGaps(
  context: Pick<AppContext, 'database' | 'networks'>,
  pages: PageRow[],
  from: string,
  to: string,
): Promise<Report['gaps']> {
  if (pages.length === 0) return [];
  const rows = await context.database.db
    .select({
      pageId: pageFigures.pageId,
      held: sql<number>`(${count()} filter (where ${pageFigures.day} between ${from}::date and ${to}::date))::int`,
      firstDay: min(pageFigures.day),
    })
    .from(pageFigures)
    .where(
      and(
        inArray(
          pageFigures.pageId,
          pages.map((page) => page.id),
        ),
        sql`${pageFigures.day} <= ${to}::date`,
      ),
    )
    .groupBy(pageFigures.pageId);
  const byPage = new Map(rows.map((row) => [row.pageId, row]));
  const gaps: Report['gaps'] = [];
  for (const page of pages) {
    const row = byPage.get(page.id);
    const start = [from, row?.firstDay ?? dayIn(page.createdAt, 'UTC')].sort().at(-1) ?? from;
    const expected = start > to ? 0 : reportDaysBetween(start, to);
    const missingDays = expected - Number(row?.held ?? 0);
    const adapter = isNetworkKind(page.kind)
      ? await context.networks.adapter(page.kind).catch(() => null)
      : null;
    if (!adapter || !supports(adapter, 'readPageFigures')) {
      gaps.push({ pageId: page.id, missingDays: 0, notAvailable: true });
    } else if (missingDays > 0) {
      gaps.push({ pageId: page.id, missingDays, notAvailable: false });
    }
  }
  return gaps;
}
