import { type StorageUsage, storageUsageSchema } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const storageUsageQueryKey = ['storage-usage'] as const;

export async function getStorageUsage(): Promise<StorageUsage> {
  return storageUsageSchema.parse(await api<unknown>('GET', '/media/usage'));
}

/** How much of its storage quota the account's files take; uploads refresh it. */
export function useStorageUsage() {
  return useQuery({ queryKey: storageUsageQueryKey, queryFn: getStorageUsage });
}
