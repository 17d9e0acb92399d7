import {
  type AddCompetitorRequest,
  type Competitor,
  competitorHandle,
  competitorsMax,
} from '@pagewise/shared/competitors';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { type CompetitorRow, competitors } from './competitor-schema.ts';
import { collectCompetitorNowJob } from './jobs.ts';

export function toCompetitor(row: CompetitorRow): Competitor {
  return {
    id: row.id,
    network: row.network as Competitor['network'],
    handle: row.handle,
    name: row.name,
    pictureUrl: row.pictureUrl,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's competitors, by network and handle: every role reads them with the reports. */
export async function listCompetitors(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
): Promise<Competitor[]> {
  authorize(auth, 'read');
  const rows = await context.database.db
    .select()
    .from(competitors)
    .where(eq(competitors.accountId, auth.user.accountId))
    .orderBy(asc(competitors.network), asc(competitors.handle));
  return rows.map(toCompetitor);
}

/**
 * Follows a public page by its address or handle. Its figures are read by a job (a request never
 * waits on a network); the same page twice is one competitor.
 */
export async function addCompetitor(
  context: Pick<AppContext, 'database' | 'queue'>,
  auth: Auth,
  input: AddCompetitorRequest,
): Promise<Competitor> {
  authorize(auth, 'export_reports');
  const db = context.database.db;
  const handle = competitorHandle(input.address) ?? '';
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(competitors)
    .where(eq(competitors.accountId, auth.user.accountId));
  if (Number(total) >= competitorsMax) {
    throw new AppError('invalid_data', {
      message: `An account follows ${competitorsMax} competitors at most`,
      fields: { address: 'validation.too_many_items' },
      details: { max: competitorsMax },
    });
  }
  const [row] = await db
    .insert(competitors)
    .values({ accountId: auth.user.accountId, network: input.network, handle, name: handle })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await context.queue.send(collectCompetitorNowJob, { competitorId: row.id });
    return toCompetitor(row);
  }
  const [existing] = await db
    .select()
    .from(competitors)
    .where(
      and(
        eq(competitors.accountId, auth.user.accountId),
        eq(competitors.network, input.network),
        eq(competitors.handle, handle),
      ),
    );
  if (!existing) throw new AppError('concurrent_change');
  return toCompetitor(existing);
}

/** Stops following a competitor; its figures go with it. */
export async function deleteCompetitor(context: Pick<AppContext, 'database'>, auth: Auth, id: string) {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await context.database.db
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.id, id), eq(competitors.accountId, auth.user.accountId)));
  if (!row) throw new AppError('not_found');
  authorize(auth, 'export_reports');
  await context.database.db.delete(competitors).where(eq(competitors.id, id));
}
