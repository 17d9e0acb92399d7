import { type SignupRequest, signupResponse } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SignupResponse = z.infer<typeof signupResponse>;

export async function signup(input: SignupRequest): Promise<SignupResponse> {
  return signupResponse.parse(await api<unknown>('POST', '/auth/signup', input));
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
