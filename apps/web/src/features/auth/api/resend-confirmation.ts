import { accepted } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Sends the confirmation e-mail again; the server accepts any address, known or not. */
export async function resendConfirmation(email: string): Promise<void> {
  accepted.parse(await api<unknown>('POST', '/auth/resend-confirmation', { email }));
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
