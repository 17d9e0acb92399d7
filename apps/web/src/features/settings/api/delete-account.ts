import type { deleteAccountRequest } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** `DELETE /account`: everything the account owns; a wrong password answers `old_password_mismatch`. */
export async function deleteAccount(input: DeleteAccountRequest): Promise<void> {
  await api<void>('DELETE', '/account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
