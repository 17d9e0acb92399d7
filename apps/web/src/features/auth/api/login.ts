import type { LoginRequest, LoginResponse } from '@pagewise/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authSchemas } from '../../../lib/schemas.ts';
import { completeLogin } from '../complete-login.ts';
import { sessionQueryKey } from '../session-key.ts';

export async function login(input: LoginRequest): Promise<LoginResponse> {
  const [{ loginResponse }, answer] = await Promise.all([
    authSchemas(),
    api<unknown>('POST', '/auth/login', input),
  ]);
  return loginResponse.parse(answer);
}

/** Logs in, seeds the session query with the user and moves on (see `completeLogin`). */
export function useLogin(navigate: (to: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (response) => {
      queryClient.setQueryData(sessionQueryKey, response.user);
      await completeLogin(response, navigate);
    },
  });
}
