import { decodeHTML } from 'entities';

/**
 * What two feed extensions say of an item, which the feed parser (feedsmith) does not read:
 * FeedBurner's `feedburner:origLink` (the article's own address, where `<link>` points at
 * FeedBurner's redirect) and RSS 1.0's `enc:enclosure` (an RDF item's picture or media file).
 */
export type ItemExtensions = {
  origLink: string | null;
  enclosures: { url: string; type?: string }[];
};

const feedburnerNamespace = 'http://rssnamespace.org/feedburner/ext/1.0';
const encNamespace = 'http://purl.oclc.org/net/rss_2.0/enc#';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The prefix a document gives a namespace (`feedburner`, `enc`, or another name), or null. */
function prefixOf(text: string, namespace: string): string | null {
  if (!text.includes(namespace)) return null;
  const declaration = new RegExp(`xmlns:([\\w.-]+)\\s*=\\s*["']${escaped(namespace)}["']`);
  return text.match(declaration)?.[1] ?? null;
}

const unwrapped = (value: string) =>
  decodeHTML(value.replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, '$1')).trim();

/**
 * The extensions of each item (or entry) of an XML feed, in document order, or null when the feed
 * uses neither extension, or its items cannot be told apart from `count` (the parser's item count).
 */
export function itemExtensionsOf(text: string, count: number): ItemExtensions[] | null {
  const origLinkPrefix = prefixOf(text, feedburnerNamespace);
  const enclosurePrefix = prefixOf(text, encNamespace);
  if (!origLinkPrefix && !enclosurePrefix) return null;
  const origLink = origLinkPrefix
    ? new RegExp(
        `<${escaped(origLinkPrefix)}:origLink\\b[^>]*>([\\s\\S]*?)</${escaped(origLinkPrefix)}:origLink\\s*>`,
      )
    : null;
  const enclosure = enclosurePrefix
    ? new RegExp(`<${escaped(enclosurePrefix)}:enclosure\\b([^>]*)>`, 'g')
    : null;
  const items = [...text.matchAll(/<((?:[\w.-]+:)?(?:item|entry))\b[^>]*>([\s\S]*?)<\/\1\s*>/g)];
  if (items.length !== count) return null;
  return items.map(([, , body = '']) => {
    const link = origLink ? body.match(origLink)?.[1] : undefined;
    const found: ItemExtensions['enclosures'] = [];
    for (const [, attributes = ''] of enclosure ? body.matchAll(enclosure) : []) {
      const url = attributes.match(/(?:[\w.-]+:)?(?:resource|url)\s*=\s*["']([^"']+)["']/)?.[1];
      const type = attributes.match(/(?:[\w.-]+:)?type\s*=\s*["']([^"']+)["']/)?.[1];
      if (url) found.push({ url: decodeHTML(url), ...(type ? { type } : {}) });
    }
    return { origLink: link ? unwrapped(link) || null : null, enclosures: found };
  });
}
