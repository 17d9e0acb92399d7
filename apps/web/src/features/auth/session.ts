import type { Me } from '@pagewise/shared/users';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { getMe } from './api/get-me.ts';
import { logoutRequest } from './api/logout.ts';
import { sessionQueryKey } from './session-key.ts';

export interface Session {
  data: Me | undefined;
  isLoading: boolean;
  error: Error | null;
}

/** The logged-in user, fetched only while a token is stored. */
export function useSession(): Session {
  const hasToken = readStored('token') !== null;
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getMe,
    enabled: hasToken,
    staleTime: 5 * 60_000,
    // A 4xx (session over, user gone) will not heal by asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
  // The cache may still hold the previous user after a logout: without a token there is no user.
  return {
    data: hasToken ? query.data : undefined,
    isLoading: hasToken && query.isLoading,
    error: hasToken ? query.error : null,
  };
}

let loggingOut: Promise<void> | null = null;

/**
 * Ends the session on the server, then forgets it locally whatever the server said: a user who
 * asks to leave is never kept in because the network is down. Concurrent calls share one request,
 * so a session-end listener that calls `logout` while logout's own request fails cannot loop.
 */
export function logout(): Promise<void> {
  loggingOut ??= (async () => {
    try {
      if (readStored('token') !== null) await logoutRequest();
    } catch {
      // Ignored on purpose: see above.
    } finally {
      writeStored('token', null);
      writeStored('supervisor', null);
      loggingOut = null;
    }
  })();
  return loggingOut;
}
