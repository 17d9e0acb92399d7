import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * A local server of many feeds in the shapes met in the wild: WordPress-like RSS 2.0 with
 * media:content and HTML in CDATA, Atom, RDF (RSS 1.0), JSON Feed, YouTube's Atom with
 * yt:videoId and media:group, and a gzipped windows-1252 RSS validated by Last-Modified only.
 * Round 1 serves every feed; in round 2, 60 % of the feeds are unchanged (304 to a conditional
 * GET) and 40 % carry one new item.
 */
export const feedShapes = ['wordpress', 'atom', 'rdf', 'json', 'youtube', 'latin1'] as const;
type Shape = (typeof feedShapes)[number];

const itemsPerFeed = 15;
const baseTime = Date.UTC(2026, 10, 1, 8, 0, 0);

export function shapeOf(index: number): Shape {
  return feedShapes[index % feedShapes.length] as Shape;
}

/** Whether the feed changes in round 2: 4 feeds in 10. */
export function changesInRound2(index: number): boolean {
  return Math.floor(index / feedShapes.length) % 10 >= 6;
}

type Item = { id: string; title: string; link: string; summary: string; date: Date; image: string };

function itemsOf(index: number, round: number): Item[] {
  const count = itemsPerFeed + (round >= 2 && changesInRound2(index) ? 1 : 0);
  const items: Item[] = [];
  for (let n = count - 1; n >= 0; n -= 1) {
    const date = new Date(baseTime + index * 1000 + n * 3_600_000);
    items.push({
      id: `feed-${index}-item-${n}`,
      title: `Article ${n} of feed ${index}: the harbour reopens after the storm`,
      link: `https://news${index % 97}.example.org/${date.toISOString().slice(0, 10)}/article-${index}-${n}?utm_source=rss&utm_medium=feed`,
      summary: `<p>The <strong>harbour</strong> of town ${index} reopened on ${date.toUTCString()} after three days of storm; fishermen, ferry crews and the coastguard describe the clean-up, the damage to the pier and what comes next for the season. Item ${n}.</p><p><img src="https://cdn.example.org/${index}/${n}.jpg" alt=""/></p>`,
      date,
      image: `https://cdn.example.org/${index}/${n}-large.jpg`,
    });
  }
  return items;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(shape: Shape, index: number, items: Item[]): { type: string; body: string } {
  const site = `https://news${index % 97}.example.org/`;
  switch (shape) {
    case 'wordpress':
      return {
        type: 'application/rss+xml; charset=UTF-8',
        body: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel><title>Harbour News ${index}</title><link>${site}</link><description>Local news</description><language>en-GB</language>
<atom:link href="${site}feed/" rel="self" type="application/rss+xml"/>
${items
  .map(
    (
      item,
    ) => `<item><title><![CDATA[${item.title}]]></title><link>${escapeXml(item.link)}</link><dc:creator><![CDATA[Desk]]></dc:creator>
<pubDate>${item.date.toUTCString()}</pubDate><category><![CDATA[Local]]></category><guid isPermaLink="false">${site}?p=${item.id}</guid>
<description><![CDATA[${item.summary}]]></description><content:encoded><![CDATA[${item.summary}${item.summary}]]></content:encoded>
<media:content url="${item.image}" medium="image" width="1200" height="630"/></item>`,
  )
  .join('\n')}
</channel></rss>`,
      };
    case 'atom':
      return {
        type: 'application/atom+xml',
        body: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Harbour Blog ${index}</title><id>tag:example.org,2026:${index}</id>
<updated>${items[0]?.date.toISOString()}</updated><link href="${site}" rel="alternate"/>
${items
  .map(
    (
      item,
    ) => `<entry><title type="html">${escapeXml(item.title)}</title><id>urn:uuid:${item.id}</id><link rel="alternate" href="${escapeXml(item.link)}"/>
<published>${item.date.toISOString()}</published><updated>${item.date.toISOString()}</updated><author><name>Desk</name></author>
<summary type="html">${escapeXml(item.summary)}</summary><content type="html">${escapeXml(item.summary)}</content></entry>`,
  )
  .join('\n')}
</feed>`,
      };
    case 'rdf':
      return {
        type: 'application/rdf+xml',
        body: `<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="${site}"><title>Harbour RDF ${index}</title><link>${site}</link><description>Local</description>
<items><rdf:Seq>${items.map((item) => `<rdf:li rdf:resource="${escapeXml(item.link)}"/>`).join('')}</rdf:Seq></items></channel>
${items
  .map(
    (
      item,
    ) => `<item rdf:about="${escapeXml(item.link)}"><title>${escapeXml(item.title)}</title><link>${escapeXml(item.link)}</link>
<description>${escapeXml(item.summary)}</description><dc:date>${item.date.toISOString()}</dc:date></item>`,
  )
  .join('\n')}
</rdf:RDF>`,
      };
    case 'json':
      return {
        type: 'application/feed+json',
        body: JSON.stringify({
          version: 'https://jsonfeed.org/version/1.1',
          title: `Harbour JSON ${index}`,
          home_page_url: site,
          items: items.map((item) => ({
            id: item.id,
            url: item.link,
            title: item.title,
            content_html: item.summary,
            image: item.image,
            date_published: item.date.toISOString(),
          })),
        }),
      };
    case 'youtube':
      return {
        type: 'text/xml; charset=UTF-8',
        body: `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
<link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UC${index}"/><id>yt:channel:UC${index}</id><yt:channelId>UC${index}</yt:channelId>
<title>Harbour TV ${index}</title><author><name>Harbour TV</name></author><published>2020-01-01T00:00:00+00:00</published>
${items
  .map(
    (
      item,
    ) => `<entry><id>yt:video:${item.id}</id><yt:videoId>${item.id}</yt:videoId><yt:channelId>UC${index}</yt:channelId>
<title>${escapeXml(item.title)}</title><link rel="alternate" href="https://www.youtube.com/watch?v=${item.id}"/>
<author><name>Harbour TV</name></author><published>${item.date.toISOString()}</published><updated>${item.date.toISOString()}</updated>
<media:group><media:title>${escapeXml(item.title)}</media:title><media:content url="https://www.youtube.com/v/${item.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
<media:thumbnail url="https://i4.ytimg.com/vi/${item.id}/hqdefault.jpg" width="480" height="360"/><media:description>${escapeXml(item.title)} — the clean-up, filmed.</media:description>
<media:community><media:starRating count="12" average="5.00" min="1" max="5"/><media:statistics views="340"/></media:community></media:group></entry>`,
  )
  .join('\n')}
</feed>`,
      };
    case 'latin1':
      return {
        type: 'application/rss+xml',
        body: `<?xml version="1.0" encoding="windows-1252"?>
<rss version="2.0"><channel><title>Journal du port ${index}</title><link>${site}</link><description>Actualités</description>
${items
  .map(
    (
      item,
    ) => `<item><title>${escapeXml(item.title.replace('the harbour reopens', 'le port rouvre — été'))}</title><link>${escapeXml(item.link)}</link>
<guid>${escapeXml(item.link)}</guid><pubDate>${item.date.toUTCString()}</pubDate><description>${escapeXml(`Après la tempête, le port ${index} rouvre. Pêcheurs, équipages et garde-côtes décrivent les dégâts.`)}</description>
<enclosure url="${item.image}" type="image/jpeg" length="120000"/></item>`,
  )
  .join('\n')}
</channel></rss>`,
      };
  }
}

export type FeedServer = {
  url: string;
  /** The address a source reads for feed `index`. */
  feedUrl(index: number): string;
  setRound(round: number): void;
  counts(): { ok: number; notModified: number; other: number };
  resetCounts(): void;
  close(): Promise<void>;
};

export async function startFeedServer(): Promise<FeedServer> {
  let round = 1;
  let counts = { ok: 0, notModified: 0, other: 0 };
  // A round's bodies are built on first request and kept small: one cache entry per feed.
  const cache = new Map<
    string,
    { type: string; body: Buffer; etag: string; modified: string; gzip: boolean }
  >();

  function feed(index: number) {
    const version = round >= 2 && changesInRound2(index) ? 2 : 1;
    const key = `${index}:${version}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const shape = shapeOf(index);
    const { type, body } = render(shape, index, itemsOf(index, version));
    const gzip = shape === 'latin1';
    const raw = shape === 'latin1' ? Buffer.from(body, 'latin1') : Buffer.from(body);
    const entry = {
      type,
      body: gzip ? gzipSync(raw) : raw,
      etag: `"f${index}-v${version}"`,
      modified: new Date(baseTime + version * 86_400_000).toUTCString(),
      gzip,
    };
    cache.delete(`${index}:${version - 1}`);
    cache.set(key, entry);
    return entry;
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const match = /^\/feeds\/(\d+)$/.exec(request.url ?? '');
    if (!match) {
      counts.other += 1;
      response.writeHead(404).end();
      return;
    }
    const entry = feed(Number(match[1]));
    // The latin1 feeds' server knows only Last-Modified, like many older CMSs.
    const fresh = entry.gzip
      ? request.headers['if-modified-since'] === entry.modified
      : request.headers['if-none-match'] === entry.etag;
    if (fresh) {
      counts.notModified += 1;
      response.writeHead(304).end();
      return;
    }
    counts.ok += 1;
    response.writeHead(200, {
      'content-type': entry.type,
      'last-modified': entry.modified,
      ...(entry.gzip ? { 'content-encoding': 'gzip' } : { etag: entry.etag }),
      'content-length': entry.body.length,
    });
    response.end(entry.body);
  }

  const server = createServer(handle);
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    feedUrl: (index) => `${url}/feeds/${index}`,
    setRound(next) {
      round = next;
    },
    counts: () => ({ ...counts }),
    resetCounts() {
      counts = { ok: 0, notModified: 0, other: 0 };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
