import type { changePasswordRequest } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';

export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** `PUT /users/me/password`: a wrong current password answers `old_password_mismatch`. */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  const [{ done }, answer] = await Promise.all([
    authSchemas(),
    api<unknown>('PUT', '/users/me/password', input),
  ]);
  done.parse(answer);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
