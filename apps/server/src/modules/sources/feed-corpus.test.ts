import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from './read-feed.ts';
import { type FeedServer, startFeedServer } from './test-feed-server.ts';

/**
 * Feeds of the shapes found in the wild (corpus/), each served as its bytes with its Content-Type
 * and read as the poller reads it (safe fetch, charset, parser); what matters of each item is
 * compared to the fixture's expected items.
 */
type Expected = {
  about: string;
  contentType: string;
  items: { title: string; link: string; image: string | null; date: string | null }[];
};

const folder = new URL('./corpus/', import.meta.url);
const files = readdirSync(folder);
const fixtures = files
  .filter((name) => name.endsWith('.expected.json'))
  .map((expectedName) => {
    const name = expectedName.replace(/\.expected\.json$/, '');
    const feedName = files.find((file) => file !== expectedName && file.startsWith(`${name}.`));
    if (!feedName) throw new Error(`corpus/${expectedName} has no feed beside it`);
    const expected = JSON.parse(readFileSync(new URL(expectedName, folder), 'utf8')) as Expected;
    return { name, feedName, expected, bytes: readFileSync(new URL(feedName, folder)) };
  });

let site: FeedServer;
beforeAll(async () => {
  site = await startFeedServer();
  for (const fixture of fixtures)
    site.routes.set(`/${fixture.feedName}`, (_request, response) =>
      response.writeHead(200, { 'content-type': fixture.expected.contentType }).end(fixture.bytes),
    );
});
afterAll(() => site.close());

describe('the feed corpus is read right', () => {
  it('holds every shape the poller must read', () => {
    expect(fixtures.map((fixture) => fixture.name).sort()).toEqual(
      expect.arrayContaining([
        'wordpress',
        'atom',
        'jsonfeed',
        'tracking-images',
        'podcast',
        'media-rss',
        'rdf-enclosure',
        'feedburner',
        'latin1-no-charset',
        'portuguese-dates',
        'french-dates',
      ]),
    );
  });

  it.each(fixtures)('$name', async ({ feedName, expected }) => {
    const reading = await readFeed(site.url(`/${feedName}`), { allowedHosts: [site.host] });
    if (reading.outcome !== 'items') throw new Error(`${feedName}: ${JSON.stringify(reading)}`);
    const items = reading.items.map((item) => ({
      title: item.title,
      link: item.link,
      image: item.imageUrl,
      date: item.publishedAt?.toISOString() ?? null,
    }));
    expect(items, expected.about).toEqual(expected.items);
  });
});
