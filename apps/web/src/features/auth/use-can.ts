import type { Action } from '@pagewise/shared/permissions';
import { useSession } from './session.ts';

/**
 * Whether the logged-in user's role allows `action` (the permission matrix, as `me.permissions`
 * carries it). False while the session loads: an action appears once it is known to be allowed,
 * never the other way round. The server refuses anyway; this only keeps the screens honest.
 */
export function useCan(action: Action): boolean {
  return usePermissions().includes(action);
}

/** Every action the logged-in user's role allows; none while the session loads. */
export function usePermissions(): readonly Action[] {
  return useSession().data?.permissions ?? [];
}
