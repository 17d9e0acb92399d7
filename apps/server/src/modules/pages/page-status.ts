import { nearExpirationDays, type PageStatus } from '@pagewise/shared/pages';

/** Pages whose token still works; the others wait for their user to reconnect them. */
export const workingPageStatuses = ['running', 'near_expiration'] as const satisfies readonly PageStatus[];

/**
 * A page's status as the user sees it: a stored problem (reconnection needed, disabled) stands;
 * otherwise the token's expiry decides between running, near expiration and expired.
 */
export function effectiveStatus(stored: PageStatus, expiresAt: Date | null, now: Date): PageStatus {
  if (stored === 'reconnection_needed' || stored === 'disabled') return stored;
  if (!expiresAt) return 'running';
  if (expiresAt <= now) return 'expired';
  if (expiresAt.getTime() - now.getTime() <= nearExpirationDays * 86_400_000) return 'near_expiration';
  return 'running';
}
