import type { PublishedPost } from '@pagewise/networks/adapter';
import type { ErrorKey } from '@pagewise/shared/errors';

/** How one attempt ended, which decides the target's next status. */
export type AttemptOutcome =
  | { kind: 'posted'; published: PublishedPost; calledAt: Date; readBack?: boolean }
  /** Known not to be published (refused before acting, or read back and absent): try again at `at`. */
  | { kind: 'retry'; at: Date; detail: string; errorKey: ErrorKey; calledAt?: Date }
  | { kind: 'failed'; errorKey: ErrorKey; detail: string | null; uncertain?: boolean; calledAt?: Date };
