/**
 * What waits to go out, and when it is due: a scheduled or queued publication, at its retry time
 * if it has one, else at its due time. The waiting targets' index (`post_targets_waiting_idx` in
 * `posts/schema.ts`) is on exactly these, so every reader of what is due (the claim, the due
 * waker, the sweep) says them the same way and reads that index.
 */
export const isWaiting = `status in ('scheduled', 'inqueue')`;
export const waitingAt = 'coalesce(next_attempt_at, due_at)';
