/**
 * Redirect rules of spec §2 as pure functions: the boot code and the router only read the
 * browser state, call these, and apply the answer.
 */

/** The query of a hash route: `#/dash/posts2?post_id=1` → `post_id=1`. */
export function hashQuery(hash: string): string {
  const index = hash.indexOf('?');
  return index === -1 ? '' : hash.slice(index + 1);
}

/**
 * E-mails put parameters either before the hash (`/?supervisortoken=x#/`) or inside it
 * (`/#/?supervisortoken=x`); the rules treat both as one query. The hash query wins on a clash.
 */
export function mergedQuery(search: string, hashSearch: string): URLSearchParams {
  const merged = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(hashSearch)) merged.set(name, value);
  return merged;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export type BootAction =
  | { kind: 'render' }
  /** Leave for another address before anything renders. */
  | { kind: 'leave'; url: string }
  /** Open a supervisor session with this token, then continue at `target` (a same-origin path). */
  | { kind: 'supervisor'; token: string; target: string };

/** Rules that read the address bar before React renders (spec §2). */
export function bootAction(address: URL): BootAction {
  if (address.hostname.includes('beta.saas')) {
    const url = new URL(address.href);
    url.hostname = url.hostname.replace('beta.saas', 'saas');
    return { kind: 'leave', url: url.href };
  }
  const query = mergedQuery(address.search, hashQuery(address.hash));
  const token = query.get('supervisortoken');
  if (token) {
    return { kind: 'supervisor', token, target: query.has('viewer') ? '/#/dash/planner' : '/' };
  }
  return { kind: 'render' };
}

/**
 * With no token, a link to one post (it holds `post_id` and `page_id`) is kept so that the
 * user lands on it after logging in (the login follows it). Returns the address to store, or null.
 */
export function redirectTargetToStore(hasToken: boolean, address: URL): string | null {
  if (hasToken) return null;
  const query = mergedQuery(address.search, hashQuery(address.hash));
  return query.has('post_id') && query.has('page_id') ? address.href : null;
}

/** At `/` with a token: the dashboard, or posts2 when the query names a bot's post. */
export function authScreenTarget(query: URLSearchParams): string {
  const postOfBot = query.has('post_id') && query.has('page_id') && query.has('bot_id');
  if (postOfBot && !query.has('no_redirection')) return withQuery('/dash/posts2', query);
  return '/dash';
}

export type AppVersion = 'old' | 'beta';

/** The stored version flag: only `old` selects the classic screens. */
export function appVersion(stored: string | null): AppVersion {
  return stored === 'old' ? 'old' : 'beta';
}

export type VersionedScreen = 'posts' | 'planner' | 'posts2';

/**
 * posts and planner lead to posts2 unless the version is old or `no_redirection` is present;
 * posts2 leads to planner when the version is old and `no_redirection` is absent.
 * A planner date from the path travels as the `date` parameter.
 */
export function versionRedirect(
  screen: VersionedScreen,
  version: AppVersion,
  query: URLSearchParams,
  plannerDate?: string,
): string | null {
  if (query.has('no_redirection')) return null;
  if (screen === 'posts2') return version === 'old' ? withQuery('/dash/planner', query) : null;
  if (version === 'old') return null;
  const carried = new URLSearchParams(query);
  if (plannerDate && !carried.has('date')) carried.set('date', plannerDate);
  return withQuery('/dash/posts2', carried);
}
