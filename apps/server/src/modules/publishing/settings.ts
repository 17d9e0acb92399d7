/** How long a worker holds a target it is posting before another may check the outcome. */
export const leaseSeconds = 30;
/** A worker renews the leases it holds this often while its network calls run. */
export const leaseRenewSeconds = 10;
/** Network attempts per target before it fails for good (rate limits and server errors). */
export const maxAttempts = 6;
/** Back-off after a server error: 2 s, 4 s, 8 s… capped at 10 minutes. */
export function backoffSeconds(attempt: number): number {
  return Math.min(600, 2 ** attempt);
}
/** A due target still waiting this long after its time lost its wake-up: the sweeper sends another. */
export const forgottenAfterSeconds = 10;
/** Read-backs after a lost worker are tried again for this long before the target fails as uncertain. */
export const giveUpReadBackMinutes = 30;
