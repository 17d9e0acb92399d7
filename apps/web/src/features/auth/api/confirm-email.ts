import type { confirmResponse } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';

export type ConfirmResponse = z.infer<typeof confirmResponse>;

/** Confirms the e-mail address with the token of the confirmation link. */
export async function confirmEmail(token: string): Promise<ConfirmResponse> {
  const [schemas, answer] = await Promise.all([
    authSchemas(),
    api<unknown>('POST', '/auth/confirm', { token }),
  ]);
  return schemas.confirmResponse.parse(answer);
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
