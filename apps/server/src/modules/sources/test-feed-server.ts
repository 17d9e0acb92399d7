import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app.ts';
import { pollSourcesJob } from './polling-jobs.ts';

export type FeedRoute = (request: IncomingMessage, response: ServerResponse) => void;

/** A local site serving feeds for tests (and benchmarks): routes by path, every request counted. */
export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (route) return route(request, response);
    response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    routes,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** An RSS 2.0 feed of `items` (newest first), each with a guid, link and date. */
export function rssFeed(items: { id: string; title?: string; date?: Date; description?: string }[]): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${item.title ?? `Article ${item.id}`}</title><link>https://site.example/${item.id}</link>` +
        `<guid isPermaLink="false">${item.id}</guid>` +
        `<description>${item.description ?? `About ${item.id}`}</description>` +
        (item.date ? `<pubDate>${item.date.toUTCString()}</pubDate>` : '') +
        '</item>',
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test feed</title><link>https://site.example/</link>${entries}</channel></rss>`;
}

/** Answers a feed with an ETag, and 304 to a request that sends it back. */
export function conditionalFeed(body: () => string, etag: () => string): FeedRoute {
  return (request, response) => {
    if (request.headers['if-none-match'] === etag()) return response.writeHead(304).end();
    response
      .writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: etag() })
      .end(body());
  };
}

/**
 * Keeps the minute sweep out of a test that reads sources itself, at the times it chooses: no
 * more schedule, and this process stops working the sweep's queue (waiting for one under way).
 */
export async function stopSourceSweep(test: TestApp): Promise<void> {
  const boss = test.app.context.queue.boss;
  await boss.unschedule(pollSourcesJob.name);
  await boss.offWork(pollSourcesJob.name, { wait: true });
}
