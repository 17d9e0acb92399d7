import type { SignupRequest, signupResponse } from '@pagewise/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';

export type SignupResponse = z.infer<typeof signupResponse>;

export async function signup(input: SignupRequest): Promise<SignupResponse> {
  const [schemas, answer] = await Promise.all([authSchemas(), api<unknown>('POST', '/auth/signup', input)]);
  return schemas.signupResponse.parse(answer);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
