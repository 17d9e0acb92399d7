import { confirmResponse } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type ConfirmResponse = z.infer<typeof confirmResponse>;

/** Confirms the e-mail address with the token of the confirmation link. */
export async function confirmEmail(token: string): Promise<ConfirmResponse> {
  return confirmResponse.parse(await api<unknown>('POST', '/auth/confirm', { token }));
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
