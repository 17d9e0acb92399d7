import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export async function forgotPassword(email: string): Promise<void> {
  const [{ accepted }, answer] = await Promise.all([
    authSchemas(),
    api<unknown>('POST', '/auth/forgot-password', { email }),
  ]);
  accepted.parse(answer);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
