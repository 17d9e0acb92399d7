import { done, type resetPasswordRequest } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api.ts';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  done.parse(await api<unknown>('POST', '/auth/reset-password', input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
