import type { ErrorKey } from '@pagewise/shared/errors';

/** How one attempt at an inbox action ended, which decides the action's next state. */
export type ActionOutcome =
  | { kind: 'done'; remoteId: string | null; readBack?: boolean }
  /** Known not to have happened (refused before acting, or read back and absent): again at `at`. */
  | { kind: 'retry'; at: Date; errorKey: ErrorKey; detail: string }
  | { kind: 'failed'; errorKey: ErrorKey; detail: string | null }
  /** The call may or may not have taken effect: read back before anything else. */
  | { kind: 'uncertain'; detail: string };
