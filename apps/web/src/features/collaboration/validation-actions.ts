import type { PostValidation, ValidationState } from '@pagewise/shared/collaboration';
import type { Action } from '@pagewise/shared/permissions';

export type ValidationAction = 'assign' | 'unassign' | 'validate' | 'unvalidate' | 'remove';

/** Who acts in the drawer: a team member with their role's permissions, or an external validator (their id, once known). */
export type Viewer =
  | { kind: 'team'; permissions: readonly Action[] }
  | { kind: 'validator'; id: string | null };

/**
 * The one decision that applies to a post in a validation state (spec §4: an assigned post is
 * awaiting validation; it is validated or unvalidated): a post awaiting validation or refused can
 * be validated; a validated one can be unvalidated (taken back). No validation in play: none.
 * Never both: a post awaiting validation is not offered "Unvalidate" beside "Validate".
 */
export function decisionFor(state: ValidationState): 'validate' | 'unvalidate' | null {
  if (state === 'awaiting' || state === 'unvalidated') return 'validate';
  if (state === 'validated') return 'unvalidate';
  return null;
}

/**
 * What the drawer offers on a post's validation. The server decides (a writer's decision is 403,
 * a validator's decision on someone else's post is 403); this only hides what it would refuse:
 * - assigning and unassigning change the post: `edit`;
 * - a decision needs `validate`, and a validation in play (assigned or mandatory): the one that
 *   applies to its state (`decisionFor`);
 * - an external validator decides only the posts assigned to them, and never removes a decision;
 * - nothing changes once the post is on its way or out (`stillWaiting` false).
 */
export function validationActions(
  validation: PostValidation,
  viewer: Viewer,
  stillWaiting: boolean,
): ValidationAction[] {
  if (!stillWaiting) return [];
  const { state, assignee } = validation;
  const decision = decisionFor(state);
  const decisions: ValidationAction[] = decision ? [decision] : [];
  if (viewer.kind === 'validator') {
    const mine = assignee?.kind === 'validator' && viewer.id !== null && assignee.id === viewer.id;
    return mine ? decisions : [];
  }
  const may = (action: Action) => viewer.permissions.includes(action);
  return [
    ...(may('edit') ? (['assign'] as const) : []),
    ...(may('edit') && assignee ? (['unassign'] as const) : []),
    ...(may('validate') ? decisions : []),
    ...(may('validate') && (state === 'validated' || state === 'unvalidated') ? (['remove'] as const) : []),
  ];
}
