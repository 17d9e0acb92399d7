import type { ApiError } from '../lib/api.ts';

/** The notification for a session the server ended (spec §8: user not found, session expired). */
export function sessionEndMessageKey(error: Pick<ApiError, 'key'>): string {
  return error.key === 'user_not_found' ? 'session.userNotFound' : 'session.expired';
}
