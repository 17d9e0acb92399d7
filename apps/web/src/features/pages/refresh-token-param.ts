/**
 * Token e-mails link to `/?refresh-token=<pageId>#/dash/bots`: the parameter sits in the real
 * query string, before the hash, so the hash router never sees it.
 */
const param = 'refresh-token';

export function readRefreshTokenParam(): string | null {
  return new URLSearchParams(window.location.search).get(param);
}

export function clearRefreshTokenParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
