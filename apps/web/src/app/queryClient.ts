import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/** One client for the app; tests build their own with `createQueryClient()`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; a dropped connection might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
