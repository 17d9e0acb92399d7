import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';

/** Sends the confirmation e-mail again; the server accepts any address, known or not. */
export async function resendConfirmation(email: string): Promise<void> {
  const [{ accepted }, answer] = await Promise.all([
    authSchemas(),
    api<unknown>('POST', '/auth/resend-confirmation', { email }),
  ]);
  accepted.parse(answer);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
