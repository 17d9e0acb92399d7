import { type CreateApiKeyRequest, type CreatedApiKey, createdApiKey } from '@pagewise/shared/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

/** `POST /api-keys`: the answer holds the whole key, the only time it is shown. */
export async function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return createdApiKey.parse(await api<unknown>('POST', '/api-keys', body));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
