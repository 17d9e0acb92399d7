import { accepted } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export async function forgotPassword(email: string): Promise<void> {
  accepted.parse(await api<unknown>('POST', '/auth/forgot-password', { email }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
