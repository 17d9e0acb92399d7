import { api } from '../../../lib/api.ts';

/** Revokes the current session token on the server. */
export async function logoutRequest(): Promise<void> {
  await api<void>('POST', '/auth/logout');
}
