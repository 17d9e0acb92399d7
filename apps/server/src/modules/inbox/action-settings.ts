/** How long a claimed inbox action is held for the worker that sends it. */
export const actionLeaseSeconds = 60;
/** How often a worker holding actions renews their lease while its calls are out. */
export const actionLeaseRenewSeconds = 20;
/** Attempts before an action that keeps failing on the network's side is given up. */
export const actionMaxAttempts = 5;
/** Actions claimed per statement. */
export const actionClaimBatch = 50;
/** After this long without an answer to its read-back, an uncertain action is left to the user. */
export const actionGiveUpReadBackMinutes = 30;
/** How often each worker looks for lost actions (dead workers, lost wake-ups, uncertain ones). */
export const actionWatchSeconds = 5;

/** Waits between attempts: 5 s, 15 s, 45 s, … at most 10 minutes. */
export function actionBackoffSeconds(attempts: number): number {
  return Math.min(600, 5 * 3 ** Math.max(0, attempts - 1));
}
