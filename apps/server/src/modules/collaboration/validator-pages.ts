import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { Auth } from '../auth/sessions.ts';
import { requireReachablePages } from '../pages/reachable-pages.ts';
import { pages } from '../pages/schema.ts';
import { type ValidatorRow, validatorPages } from './validator-schema.ts';

/**
 * The pages a validator may be given: pages of the caller's account that the caller reaches. Any
 * other id (another account's page, a malformed one) refuses the whole list, naming the field.
 */
export const checkValidatorPages = (db: Database, auth: Auth, pageIds: string[]) =>
  requireReachablePages(db, auth, pageIds, 'validation.invalid');

/** Replaces the pages shared with a validator. */
export async function writeValidatorPages(
  tx: Database,
  validatorId: string,
  pageIds: string[],
): Promise<void> {
  await tx.delete(validatorPages).where(eq(validatorPages.validatorId, validatorId));
  if (pageIds.length > 0) {
    await tx.insert(validatorPages).values(pageIds.map((pageId) => ({ validatorId, pageId })));
  }
}

/** A page shared with a validator, as the shared planner names it. */
export type SharedPage = { id: string; name: string; kind: NetworkKind };

/** The shared pages of each validator that are still pages of its account, by validator id. */
export async function sharedPagesOf(
  db: Database,
  rows: Pick<ValidatorRow, 'id' | 'accountId'>[],
): Promise<Map<string, SharedPage[]>> {
  const byValidator = new Map(rows.map((row) => [row.id, [] as SharedPage[]]));
  if (rows.length === 0) return byValidator;
  const accountOf = new Map(rows.map((row) => [row.id, row.accountId]));
  const shared = await db
    .select({
      validatorId: validatorPages.validatorId,
      accountId: pages.accountId,
      id: pages.id,
      name: pages.name,
      kind: pages.kind,
    })
    .from(validatorPages)
    .innerJoin(pages, eq(pages.id, validatorPages.pageId))
    .where(inArray(validatorPages.validatorId, [...accountOf.keys()]))
    .orderBy(asc(pages.kind), asc(pages.name));
  for (const { validatorId, accountId, id, name, kind } of shared) {
    // Only the validator's own account: a link never opens another account's page.
    if (accountOf.get(validatorId) === accountId)
      byValidator.get(validatorId)?.push({ id, name, kind: kind as NetworkKind });
  }
  return byValidator;
}
