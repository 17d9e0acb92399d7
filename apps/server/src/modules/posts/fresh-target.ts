import type { TargetStatus } from '@pagewise/shared/posts/post';

/**
 * A target sent out again (edited, rescheduled, published now): a new due time and a clean slate,
 * so the engine counts its attempts, retries and lateness from here.
 */
export function freshTarget(status: TargetStatus, dueAt: Date | null, now: Date) {
  return {
    status,
    dueAt,
    attempts: 0,
    nextAttemptAt: null,
    errorKey: null,
    errorDetail: null,
    uncertain: false,
    latenessMs: null,
    updatedAt: now,
  };
}
