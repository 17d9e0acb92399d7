import { decodeHTML } from 'entities';
import { canonicalLink } from './canonical-link.ts';

/**
 * Which image of a feed item is the article's picture. Feeds put other images in front of it:
 * tracking pixels (1×1 GIFs), a feed service's "share" buttons, authors' avatars, emoji. An image
 * smaller than this on either side is not an article's picture (nor a post's: the bot's image
 * fetch refuses it too, whatever the feed said about its size).
 */
export const itemImageMinSide = 200;

/** An image the feed names, with the size it states (attributes, media:content) when it does. */
export type ImageCandidate = { url?: string | null; width?: number | null; height?: number | null };

/** Hosts that serve only counters, ads, share buttons, avatars or emoji in feeds. */
const trackingHosts =
  /(^|\.)(feedburner\.com|feedproxy\.google\.com|feedsportal\.com|doubleclick\.net|pixel\.wp\.com|stats\.wordpress\.com|feeds\.wordpress\.com|gravatar\.com|s\.w\.org|feedblitz\.com|pheedo\.com|pheedcontent\.com|assoc-amazon\.com|google-analytics\.com|facebook\.com|twitter\.com|addtoany\.com|sharethis\.com|addthis\.com)$/i;
/** Counters and spacers by their file name: pixel.gif, 1x1.png, spacer.gif, blank.gif, beacon.gif. */
const trackingFiles =
  /^(pixel|spacer|blank|1x1|clear|transparent|beacon|tracker|tracking|count|counter)\.(gif|png)$/i;
/** Folders of such images: /share/, /sharing/, /buttons/, /social-icons/, /emoji/, /smilies/, /avatars/, /~ff/. */
const trackingFolders = /\/(share|sharing|buttons?|social[-_]?icons?|emoji|smilies|avatars?|~ff|~r|~a)\//i;
/** A share button's file: share-twitter.png, sharethis.gif, facebook_share.svg (photos are rarely PNG/GIF/SVG named so). */
const shareButtons = /share|sharing|bookmark/i;
const buttonFormats = /\.(gif|png|svg)$/i;

/** Whether an address looks like a counter, a share button or another image that is not the article's. */
export function isTrackingImage(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return true;
  }
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return (
    trackingHosts.test(url.hostname) ||
    trackingFiles.test(file) ||
    trackingFolders.test(url.pathname) ||
    (shareButtons.test(file) && buttonFormats.test(file))
  );
}

/** Whether a stated size (when there is one) is too small for an article's picture. */
export function isTooSmall(width: number | null | undefined, height: number | null | undefined): boolean {
  return (!!width && width < itemImageMinSide) || (!!height && height < itemImageMinSide);
}

/**
 * The first candidate that may be the article's picture, as an absolute address: an http(s) image,
 * not a tracker, not stated small.
 */
export function articleImage(candidates: Iterable<ImageCandidate>, base: string): string | null {
  for (const candidate of candidates) {
    if (isTooSmall(candidate.width, candidate.height)) continue;
    const url = canonicalLink(candidate.url, base);
    if (url && !isTrackingImage(url)) return url;
  }
  return null;
}

/** A size written as an attribute ("1", "1px") or in a style ("width: 1px"); null when relative. */
function pixels(tag: string, name: 'width' | 'height'): number | null {
  const attribute = tag.match(
    new RegExp(`\\s${name}\\s*=\\s*["']?\\s*(\\d+)(?:px)?\\s*(?:["'\\s/>]|$)`, 'i'),
  );
  const style = tag.match(new RegExp(`[\\s;"']${name}\\s*:\\s*(\\d+)px`, 'i'));
  const value = attribute?.[1] ?? style?.[1];
  return value ? Number(value) : null;
}

/** Every `<img>` of an HTML fragment, in order, with the size its attributes state. */
export function inlineImages(html: string): ImageCandidate[] {
  const images: ImageCandidate[] = [];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const source = tag.match(/\ssrc\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s>]+))/i);
    const value = source?.[1] ?? source?.[2] ?? source?.[3];
    if (value)
      images.push({ url: decodeHTML(value), width: pixels(tag, 'width'), height: pixels(tag, 'height') });
  }
  return images;
}
