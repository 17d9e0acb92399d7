import { z } from 'zod';
import { email, requiredText } from './fields.ts';
import { networkKinds } from './networks/kinds.ts';
import { textLimits } from './text-limits.ts';
import { timeZone } from './time-zones.ts';

/**
 * Where a post stands in the validation workflow (spec §4):
 * - `none`: nobody has to validate it;
 * - `awaiting`: assigned (or validation is mandatory for the account) and not decided yet;
 * - `validated`: approved, it may go out;
 * - `unvalidated`: the validator refused it; it does not go out until validated.
 * A post `awaiting` or `unvalidated` at its time is blocked (`post_blocked_not_validated`).
 */
export const validationStates = ['none', 'awaiting', 'validated', 'unvalidated'] as const;
export type ValidationState = (typeof validationStates)[number];

/** A validation state that stops a post from going out. */
export const blocksPublishing = (state: ValidationState) => state === 'awaiting' || state === 'unvalidated';

/** Who validates a post: a user of the account, or an external validator of the shared planner. */
export const assigneeKinds = ['user', 'validator'] as const;
export const assignee = z.object({
  kind: z.enum(assigneeKinds),
  id: z.string(),
  name: z.string(),
});
export type Assignee = z.infer<typeof assignee>;
/** `GET /api/posts/:id/assignees`: who may take the post for validation. */
export const assigneeList = z.object({ assignees: z.array(assignee) });

/** The collaboration part of a post as the API answers it. */
export const postValidation = z.object({
  state: z.enum(validationStates),
  assignee: assignee.nullable(),
  /** When and by whom the last decision was made (validated or unvalidated). */
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type PostValidation = z.infer<typeof postValidation>;

/** `PUT /api/posts/:id/assignment`: assign to a user or an external validator, or unassign (null). */
export const assignPostRequest = z.object({
  assignee: z.object({ kind: z.enum(assigneeKinds), id: z.string().max(100) }).nullable(),
  /** E-mail the assignee (default); false when the user chose not to resend the notification. */
  notify: z.boolean().default(true),
});
export type AssignPostRequest = z.infer<typeof assignPostRequest>;

/** `POST /api/posts/:id/validation`: the validator's decision. Validating a draft schedules it. */
export const validationDecisions = ['validated', 'unvalidated'] as const;
export const decidePostRequest = z.object({ decision: z.enum(validationDecisions) });
export type DecidePostRequest = z.infer<typeof decidePostRequest>;

/** Notes (internal, between the team and validators) and comments on a post, with author and date. */
export const noteKinds = ['note', 'comment'] as const;
export type NoteKind = (typeof noteKinds)[number];
export const postNote = z.object({
  id: z.string(),
  postId: z.string(),
  kind: z.enum(noteKinds),
  authorName: z.string(),
  /** The author is a user of the account, or an external validator. */
  authorKind: z.enum(assigneeKinds),
  text: z.string(),
  createdAt: z.string(),
});
export type PostNote = z.infer<typeof postNote>;
export const postNoteList = z.object({ notes: z.array(postNote) });
export const maxNoteLength = textLimits.noteText;
export const addNoteRequest = z.object({
  kind: z.enum(noteKinds).default('note'),
  text: requiredText(maxNoteLength),
});
export type AddNoteRequest = z.infer<typeof addNoteRequest>;

/** Account settings of the workflow (`GET/PATCH /api/account/settings`). */
export const accountSettings = z.object({
  /** Every scheduled or published post must be validated before it goes out. */
  validationRequired: z.boolean(),
  /** The account's IANA time zone: its days (bots' daily limits, e-mails, the planner's default). */
  timeZone: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettings>;
export const updateAccountSettingsRequest = z.object({
  validationRequired: z.boolean({ error: 'validation.invalid' }).optional(),
  timeZone: timeZone.optional(),
});

/**
 * External validator of the shared planner (spec §3): a reader with a name and an e-mail and a
 * copyable access URL that opens the read-only planner of the shared pages. `viewer` validators
 * open `/invite/viewer` and get the reduced assignment e-mail (validate only).
 */
export const validatorKinds = ['sharedPlanner', 'viewer'] as const;
export type ValidatorKind = (typeof validatorKinds)[number];
export const validator = z.object({
  id: z.string(),
  kind: z.enum(validatorKinds),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** Pages the validator sees in the shared planner. */
  pageIds: z.array(z.string()),
  /** The access URL to copy; null once revoked (a new link can be made). */
  accessUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Validator = z.infer<typeof validator>;
export const validatorList = z.object({ validators: z.array(validator) });
export const saveValidatorRequest = z.object({
  kind: z.enum(validatorKinds).default('sharedPlanner'),
  firstname: requiredText(textLimits.personName),
  lastname: requiredText(textLimits.personName),
  email,
  pageIds: z.array(z.string().max(100)).min(1, 'validation.pick_a_page').max(500),
});
export type SaveValidatorRequest = z.infer<typeof saveValidatorRequest>;

/** The header carrying a validator's access token on the shared-planner API. */
export const plannerTokenHeader = 'x-planner-token';

/**
 * `GET /api/shared-planner?from&to` (with the link's token in `x-planner-token`): who the validator
 * is, whose planner it is, the shared pages and the planner items of the range. Items are those of
 * `plannerResponse` (packages/shared/src/planner.ts), never movable.
 */
export const sharedPlannerPage = z.object({ id: z.string(), name: z.string(), kind: z.enum(networkKinds) });
export const sharedPlannerIdentity = z.object({
  validator: z.object({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    kind: z.enum(validatorKinds),
  }),
  accountName: z.string(),
  /** The account's IANA zone: the shared planner shows its days and times in it, and says so. */
  timeZone: z.string(),
  pages: z.array(sharedPlannerPage),
});
