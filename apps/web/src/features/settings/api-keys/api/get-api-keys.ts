import { type ApiKey, apiKeyList } from '@pagewise/shared/api-keys';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export const apiKeysQueryKey = ['api-keys'] as const;

/** `GET /api-keys`: the account's keys, newest first, revoked ones included. */
export async function getApiKeys(): Promise<ApiKey[]> {
  return apiKeyList.parse(await api<unknown>('GET', '/api-keys')).apiKeys;
}

/** Only administrators (`manage_api_keys`) open the tab that asks. */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
}
