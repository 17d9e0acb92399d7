import type { Validator } from '@pagewise/shared/collaboration';
import type { AppContext } from '../../platform/context.ts';
import { validatorAccessUrl } from './validator-link.ts';
import { sharedPagesOf } from './validator-pages.ts';
import type { ValidatorRow } from './validator-schema.ts';

/** Validators as the API answers them: the shared pages and the access URL to copy (never the token hash). */
export async function toPublicValidators(
  context: Pick<AppContext, 'database' | 'secrets' | 'config'>,
  rows: ValidatorRow[],
): Promise<Validator[]> {
  const shared = await sharedPagesOf(context.database.db, rows);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    pageIds: (shared.get(row.id) ?? []).map((page) => page.id),
    accessUrl: validatorAccessUrl(context, row),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function toPublicValidator(
  context: Pick<AppContext, 'database' | 'secrets' | 'config'>,
  row: ValidatorRow,
): Promise<Validator> {
  const [validator] = await toPublicValidators(context, [row]);
  if (!validator) throw new Error('validator not converted');
  return validator;
}
