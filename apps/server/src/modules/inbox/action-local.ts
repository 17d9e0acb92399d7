import { randomUUID } from 'node:crypto';

/**
 * What a Pagewise-only action of the log (`flag`, `unflag`) holds besides its item and who did it:
 * done at once, never sent (its idempotency key only keeps the column's rule).
 */
export const doneAtOnce = (now: Date) => ({
  state: 'done' as const,
  idempotencyKey: randomUUID(),
  createdAt: now,
  finishedAt: now,
});
