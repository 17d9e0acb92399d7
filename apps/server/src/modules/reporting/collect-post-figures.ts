import { type PostFigures, supports } from '@pagewise/networks/adapter';
import { isNetworkKind } from '@pagewise/shared/networks/kinds';
import { postedStatuses } from '@pagewise/shared/posts/target-statuses';
import { lastCheckpointDueMs, type PostCheckpoint, postCheckpoints } from '@pagewise/shared/reporting';
import { and, eq, gt, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { workingPageStatuses } from '../pages/page-status.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';
import { figureCount } from './figure-count.ts';
import { roundOverPages } from './page-round.ts';
import { postFigures } from './schema.ts';

/** Post ids per network call: networks cap the ids of one request (Graph at 50, most at 100). */
const idsPerCall = 50;

type Due = { targetId: string; remoteId: string; checkpoint: PostCheckpoint };

/**
 * The round of post figures (issue 19): every publication whose checkpoint (1 h, 24 h, 7 days,
 * 28 days after it went out) has come, and which has no figures for it yet, has them read from its
 * network and stored once. A checkpoint stays due until the next one's time (the last, a week):
 * a round missed within that reads it late, `readAt` saying when; later, it is not available.
 * A post the network no longer has gets no row. `pageId`: that page only.
 */
export async function collectPostFigures(
  context: AppContext,
  options: { pageId?: string } = {},
): Promise<{ pages: number; snapshots: number; failedPages: number }> {
  const db = context.database.db;
  const now = context.now().getTime();
  const due: (Due & { page: PageRow })[] = [];
  for (const [index, checkpoint] of postCheckpoints.entries()) {
    const until = postCheckpoints[index + 1]?.afterMs ?? checkpoint.afterMs + lastCheckpointDueMs;
    const rows = await db
      .select({ targetId: postTargets.id, remoteId: postTargets.remoteId, page: pages })
      .from(postTargets)
      .innerJoin(pages, eq(pages.id, postTargets.pageId))
      .where(
        and(
          inArray(postTargets.status, postedStatuses),
          isNotNull(postTargets.remoteId),
          lte(postTargets.postedAt, new Date(now - checkpoint.afterMs)),
          gt(postTargets.postedAt, new Date(now - until)),
          inArray(pages.status, workingPageStatuses),
          options.pageId ? eq(pages.id, options.pageId) : undefined,
          notExists(
            db
              .select({ one: sql`1` })
              .from(postFigures)
              .where(
                and(eq(postFigures.targetId, postTargets.id), eq(postFigures.checkpoint, checkpoint.name)),
              ),
          ),
        ),
      );
    for (const row of rows) due.push({ ...row, remoteId: row.remoteId ?? '', checkpoint: checkpoint.name });
  }
  const byPage = new Map<string, (Due & { page: PageRow })[]>();
  for (const entry of due) byPage.set(entry.page.id, [...(byPage.get(entry.page.id) ?? []), entry]);
  const round = await roundOverPages(
    context,
    [...byPage.values()].map((entries) => ({
      page: (entries[0] as Due & { page: PageRow }).page,
      due: entries,
    })),
    'post figures',
    (page, entries) => collectPage(context, page, entries),
  );
  return { pages: round.pages, snapshots: round.stored, failedPages: round.failedPages };
}

/** One page's due checkpoints; null when its network gives no post figures. */
async function collectPage(context: AppContext, page: PageRow, entries: Due[]): Promise<number | null> {
  if (!isNetworkKind(page.kind)) return null;
  const adapter = await context.networks.adapter(page.kind).catch(() => null);
  if (!adapter || !supports(adapter, 'readPostFigures')) return null;
  const connected = {
    remoteId: page.remoteId,
    name: page.name,
    credentials: openCredentials(context.secrets, page.sealedCredentials),
  };
  let stored = 0;
  for (let start = 0; start < entries.length; start += idsPerCall) {
    const chunk = entries.slice(start, start + idsPerCall);
    const figures = await adapter.readPostFigures(connected, [
      ...new Set(chunk.map((entry) => entry.remoteId)),
    ]);
    const byRemoteId = new Map(figures.map((figure) => [figure.remoteId, figure]));
    const now = context.now();
    const rows = chunk.flatMap((entry) => {
      const figure = byRemoteId.get(entry.remoteId);
      return figure ? [rowOf(page, entry, figure, now)] : [];
    });
    if (rows.length === 0) continue;
    await context.database.db.insert(postFigures).values(rows).onConflictDoNothing();
    stored += rows.length;
  }
  return stored;
}

function rowOf(page: PageRow, entry: Due, figure: PostFigures, now: Date): typeof postFigures.$inferInsert {
  return {
    accountId: page.accountId,
    pageId: page.id,
    targetId: entry.targetId,
    checkpoint: entry.checkpoint,
    impressions: figureCount(figure.impressions),
    reach: figureCount(figure.reach),
    reactions: figureCount(figure.reactions),
    comments: figureCount(figure.comments),
    shares: figureCount(figure.shares),
    clicks: figureCount(figure.clicks),
    videoViews: figureCount(figure.videoViews),
    readAt: now,
  };
}
