import { type LoginRequest, type LoginResponse, loginResponse } from '@pagewise/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { completeLogin, sessionQueryKey } from '../session.ts';

export async function login(input: LoginRequest): Promise<LoginResponse> {
  return loginResponse.parse(await api<unknown>('POST', '/auth/login', input));
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
