/** Where to go after login: a route inside the app, or a full address needing a page load. */
export type RedirectTarget = { route: string } | { href: string };

/**
 * Reads the stored post-login target (spec §2: the full URL the visitor opened without a token).
 * A hash route (`#/dash/posts2?…`) or a bare route (`/dash/…`) is followed inside the app. A full URL
 * of this site is followed inside the app when only its hash differs from the current page, else
 * loaded. Another site's address is ignored, so the stored value cannot send a user elsewhere.
 */
export function redirectTarget(
  stored: string | null,
  here: URL = new URL(window.location.href),
): RedirectTarget | null {
  if (!stored) return null;
  if (stored.startsWith('#/')) return { route: stored.slice(1) };
  if (stored.startsWith('/') && !stored.startsWith('//')) return { route: stored };
  let url: URL;
  try {
    url = new URL(stored, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) {
    return url.hash.startsWith('#/') ? { route: url.hash.slice(1) } : null;
  }
  return { href: url.href };
}
