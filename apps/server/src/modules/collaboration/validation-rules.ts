import type { DecidePostRequest, ValidationState } from '@pagewise/shared/collaboration';
import type { PostIntent } from '@pagewise/shared/posts/post';

/**
 * The rules of the validation state (spec §4), in one place. A post needs validation when it is
 * assigned (to a user or an external validator) or when its account makes validation mandatory;
 * `decidedAt`/`decidedByName` name the decision that stands, so they are cleared whenever the
 * state goes back to `awaiting` or `none`.
 */
type Assigned = { assigneeId: string | null; assigneeValidatorId: string | null };

export const isAssigned = (post: Assigned) => post.assigneeId !== null || post.assigneeValidatorId !== null;

export const needsValidation = (post: Assigned, validationRequired: boolean) =>
  validationRequired || isAssigned(post);

/** "Publish now" (the composer or the list) is refused for a post that needs validation and lacks it. */
export const mayPublishNow = (
  post: Assigned & { validation: ValidationState },
  validationRequired: boolean,
) => !needsValidation(post, validationRequired) || post.validation === 'validated';

/** Columns that reset the decision: no one has decided in the new state. */
const undecided = { decidedAt: null, decidedByName: null };

/** Assigning (to someone new) waits for their decision. */
export const afterAssign = () => ({ validation: 'awaiting' as const, ...undecided });

/** Unassigning keeps a validation already given; otherwise the post waits if the account requires it. */
export function afterUnassign(current: ValidationState, validationRequired: boolean) {
  if (current === 'validated') return { validation: current };
  return { validation: validationRequired ? ('awaiting' as const) : ('none' as const), ...undecided };
}

export const afterDecision = (decision: DecidePostRequest['decision'], by: string, at: Date) => ({
  validation: decision,
  decidedAt: at,
  decidedByName: by,
});

/** Removing a decision: back to waiting while someone still has to validate, else nothing to do. */
export const afterRemoval = (stillNeeded: boolean) => ({
  validation: stillNeeded ? ('awaiting' as const) : ('none' as const),
  ...undecided,
});

/**
 * The state a save leaves: scheduling or publishing on an account that requires validation
 * puts a post with no validation yet in the queue of posts to validate; a resubmission sends a
 * decided post back to its validator (spec §4 "asks whether to resubmit for validation").
 */
export function afterSave(
  current: ValidationState,
  input: { intent: PostIntent; validationRequired: boolean; resubmit: boolean },
): { validation: ValidationState; decidedAt?: null; decidedByName?: null } {
  if (input.resubmit && (current === 'validated' || current === 'unvalidated'))
    return { validation: 'awaiting', ...undecided };
  if (current === 'none' && input.intent !== 'draft' && input.validationRequired)
    return { validation: 'awaiting' };
  return { validation: current };
}
