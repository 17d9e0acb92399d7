import type { Auth } from '../auth/sessions.ts';
import type { ValidatorRow } from './validator-schema.ts';

/**
 * Who acts in the validation workflow: a signed-in user of the account (their role and page access
 * apply), or an external validator holding a shared-planner link (only the posts assigned to them,
 * on the pages shared with them).
 */
export type Actor =
  | { kind: 'user'; auth: Auth }
  | { kind: 'validator'; validator: ValidatorRow; pageIds: string[] };

export const actorName = (actor: Actor) =>
  actor.kind === 'user'
    ? `${actor.auth.user.firstname} ${actor.auth.user.lastname}`.trim()
    : `${actor.validator.firstname} ${actor.validator.lastname}`.trim();
