import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from './actor.ts';
import { findValidatorByToken } from './validator-link.ts';
import { type SharedPage, sharedPagesOf } from './validator-pages.ts';

export type ValidatorActor = Extract<Actor, { kind: 'validator' }>;
/** The validator of a link, with the shared pages named (the shared planner shows them). */
export type SharedPlannerActor = ValidatorActor & { pages: SharedPage[] };

/** The answer to a missing, unknown or revoked shared-planner link. */
export const plannerLinkInvalid = () =>
  new AppError('planner_link_invalid', { message: 'This shared-planner link is unknown or was revoked' });

/**
 * The external validator holding the link of this token (`x-planner-token`), with the pages shared
 * with them that are still in the account. The token opens the shared planner only: it is not a
 * session, so every other route refuses it.
 */
export async function validatorActor(
  context: Pick<AppContext, 'database'>,
  token: string | undefined,
): Promise<SharedPlannerActor> {
  const validator = await findValidatorByToken(context, token);
  if (!validator) throw plannerLinkInvalid();
  const pages = (await sharedPagesOf(context.database.db, [validator])).get(validator.id) ?? [];
  return { kind: 'validator', validator, pageIds: pages.map((page) => page.id), pages };
}
