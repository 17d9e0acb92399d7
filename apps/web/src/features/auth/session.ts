import type { LoginResponse } from '@pagewise/shared/auth';
import type { Me } from '@pagewise/shared/users';
import { useQuery } from '@tanstack/react-query';
import { changeLanguage } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { getMe } from './api/get-me.ts';
import { logoutRequest } from './api/logout.ts';
import { redirectTarget } from './redirect-target.ts';

export const sessionQueryKey = ['session'] as const;

/** Where a fresh login lands when no redirect target was stored. */
export const homeRoute = '/dash/overview';

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

/** Default navigation for callers outside the router: the app uses a hash router. */
function navigateByHash(to: string) {
  window.location.hash = to;
}

/**
 * After a successful login: keep the token, speak the user's language, then go to the page the
 * visitor originally opened (stored before login, used once) or to the overview.
 */
export async function completeLogin(
  response: LoginResponse,
  navigate: (to: string) => void = navigateByHash,
): Promise<void> {
  writeStored('token', response.token);
  writeStored('supervisor', null);
  try {
    await changeLanguage(response.user.language);
  } catch {
    // A catalogue that fails to load must not block the login; the current language stays.
  }
  const target = redirectTarget(readStored('redirectAfterLogin'));
  writeStored('redirectAfterLogin', null);
  if (target && 'href' in target) window.location.assign(target.href);
  else navigate(target?.route ?? homeRoute);
}
