import { type ApiKey, apiKey } from '@pagewise/shared/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** `POST /api-keys/:id/revoke`: the key stops working at once; revoking it again changes nothing. */
export async function revokeApiKey(id: string): Promise<ApiKey> {
  return apiKey.parse(await api<unknown>('POST', `/api-keys/${encodeURIComponent(id)}/revoke`));
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
