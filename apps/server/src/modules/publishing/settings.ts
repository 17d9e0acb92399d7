/** How long a worker holds a target it is posting before another may check the outcome. */
export const leaseSeconds = 30;
/** A worker renews the leases it holds this often while its network calls run. */
export const leaseRenewSeconds = 10;
/** Network attempts per target before it fails for good (rate limits and server errors). */
export const maxAttempts = 6;
/**
 * Back-off after a server error, with "equal jitter": the n-th wait is drawn between half of 2^n
 * seconds and 2^n (1–2 s, 2–4 s, 4–8 s…, at most 5–10 minutes), so posts that failed at the same
 * moment (a network's outage) do not all come back at the same moment. `random` gives [0, 1).
 */
export function backoffSeconds(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(600, 2 ** attempt);
  return ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random(), 0), 1);
}
/** A due target still waiting this long after its time lost its wake-up: the sweeper sends another. */
export const forgottenAfterSeconds = 10;
/** Read-backs after a lost worker are tried again for this long before the target fails as uncertain. */
export const giveUpReadBackMinutes = 30;
