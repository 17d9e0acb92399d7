import type { LoginResponse } from '@pagewise/shared/auth';
import { changeLanguage } from '../../i18n/index.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { redirectTarget } from './redirect-target.ts';

/** Where a fresh login lands when no redirect target was stored. */
export const homeRoute = '/dash/overview';

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
