import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** Sends the invitation e-mail again to a user who has not confirmed their address yet. */
export async function resendInvitation(userId: string): Promise<void> {
  await api<unknown>('POST', `/users/${encodeURIComponent(userId)}/invitation`);
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
