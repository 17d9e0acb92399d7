import type { resetPasswordRequest } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  const [{ done }, answer] = await Promise.all([
    authSchemas(),
    api<unknown>('POST', '/auth/reset-password', input),
  ]);
  done.parse(answer);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
