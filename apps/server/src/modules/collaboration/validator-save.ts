import type { SaveValidatorRequest, Validator } from '@pagewise/shared/collaboration';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { lockAccount } from '../accounts/lock-account.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { emailTaken } from '../users/email-taken.ts';
import { newValidatorLink } from './validator-link.ts';
import { checkValidatorPages, writeValidatorPages } from './validator-pages.ts';
import { toPublicValidator } from './validator-public.ts';
import { validators } from './validator-schema.ts';
import { findAccountValidator } from './validators.ts';

type Context = Pick<AppContext, 'database' | 'secrets' | 'config'>;

/**
 * One validator per address in an account: two would hold two links and split one person's
 * decisions. Checked with the account locked (`tx`), since no index says it.
 */
async function refuseTakenEmail(tx: Database, accountId: string, email: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: validators.id })
    .from(validators)
    .where(
      and(
        eq(validators.accountId, accountId),
        eq(validators.email, email),
        exceptId ? ne(validators.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw emailTaken();
}

/** Shares the planner of some pages with an external validator, who gets an access link to copy. */
export async function createValidator(
  context: Context,
  auth: Auth,
  input: SaveValidatorRequest,
): Promise<Validator> {
  authorize(auth, 'manage_users');
  const { db } = context.database;
  const pageIds = await checkValidatorPages(db, auth, input.pageIds);
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, auth.user.accountId);
    await refuseTakenEmail(tx, auth.user.accountId, input.email);
    const [inserted] = await tx
      .insert(validators)
      .values({
        accountId: auth.user.accountId,
        kind: input.kind,
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        ...newValidatorLink(context).columns,
      })
      .returning();
    if (!inserted) throw new Error('validator insert returned nothing');
    await writeValidatorPages(tx, inserted.id, pageIds);
    return inserted;
  });
  return toPublicValidator(context, row);
}

/** Changes a validator; what is absent stays. Their link stays the same. */
export async function updateValidator(
  context: Context,
  auth: Auth,
  validatorId: string,
  input: Partial<SaveValidatorRequest>,
): Promise<Validator> {
  const { db } = context.database;
  const target = await findAccountValidator(db, auth, validatorId);
  const pageIds = input.pageIds ? await checkValidatorPages(db, auth, input.pageIds) : undefined;
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, target.accountId);
    if (input.email !== undefined) await refuseTakenEmail(tx, target.accountId, input.email, target.id);
    const changes = {
      ...(input.kind === undefined ? {} : { kind: input.kind }),
      ...(input.firstname === undefined ? {} : { firstname: input.firstname }),
      ...(input.lastname === undefined ? {} : { lastname: input.lastname }),
      ...(input.email === undefined ? {} : { email: input.email }),
    };
    const [updated] =
      Object.keys(changes).length === 0
        ? [target]
        : await tx.update(validators).set(changes).where(eq(validators.id, target.id)).returning();
    if (!updated) throw new Error('validator vanished while being updated');
    if (pageIds) await writeValidatorPages(tx, updated.id, pageIds);
    return updated;
  });
  return toPublicValidator(context, row);
}
