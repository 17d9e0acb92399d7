/** Query parameters that only tell where a click came from: they are dropped so one article has one link. */
const trackingParameters = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid)$/i;

/**
 * The one address of an article: resolved against the feed's address, fragment dropped, click
 * trackers (utm_*, fbclid…) removed. Null when it is not an http(s) address.
 */
export function canonicalLink(link: string | null | undefined, base: string): string | null {
  if (!link?.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()])
    if (trackingParameters.test(name)) url.searchParams.delete(name);
  if (url.search === '?') url.search = '';
  return url.toString();
}
