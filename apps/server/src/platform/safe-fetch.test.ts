import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local server counting the requests that reach it. */
async function startServer(handle: Handler) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const feed = '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title></channel></rss>';
let routes: Record<string, Handler> = {};
let site: Awaited<ReturnType<typeof startServer>>;
/** A second private server that no redirect may reach. */
let hidden: Awaited<ReturnType<typeof startServer>>;
let allowed: SafeFetchOptions;

beforeAll(async () => {
  site = await startServer((request, response) => {
    const route = routes[(request.url ?? '').split('?')[0] ?? ''];
    if (route) return route(request, response);
    response.writeHead(404).end();
  });
  hidden = await startServer((_request, response) => response.end('secret'));
  allowed = { allowedHosts: [`127.0.0.1:${site.port}`], timeoutMs: 2000 };
});
afterAll(async () => {
  await site.close();
  await hidden.close();
});
beforeEach(() => {
  routes = {};
  site.hits.length = 0;
  hidden.hits.length = 0;
});

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: { reason?: string }) => error.reason ?? String(error),
  );

describe('safeFetch refuses what is not public', () => {
  it('never reaches a local server that is not explicitly allowed, however its address is written', async () => {
    const port = hidden.port;
    const spellings = [
      `http://127.0.0.1:${port}/`,
      `http://127.1.2.3:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://017700000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://[2002:7f00:1::1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::]:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://0:${port}/`,
    ];
    for (const url of spellings) {
      expect(await reason(safeFetch(url, { allowedPorts: [port], timeoutMs: 2000 })), url).toBe(
        'address_refused',
      );
    }
    expect(hidden.hits).toEqual([]);
  });

  it('refuses names that resolve to private addresses (checked at connect time)', async () => {
    const options = { allowedPorts: [hidden.port], timeoutMs: 5000 };
    expect(await reason(safeFetch(`http://localhost:${hidden.port}/`, options))).toBe('address_refused');
    expect(await reason(safeFetch(`http://LOCALHOST:${hidden.port}/`, options))).toBe('address_refused');
    expect(hidden.hits).toEqual([]);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[2002:c0a8:101::1]/',
    'http://0xa9.0xfe.0xa9.0xfe/',
  ])('refuses %s', async (url) => {
    expect(await reason(safeFetch(url, { timeoutMs: 2000 }))).toBe('address_refused');
  });

  it('refuses other schemes, credentials and ports', async () => {
    expect(await reason(safeFetch('file:///etc/passwd'))).toBe('url_refused');
    expect(await reason(safeFetch('ftp://example.com/feed'))).toBe('url_refused');
    expect(await reason(safeFetch('http://user:secret@example.com/feed'))).toBe('url_refused');
    expect(await reason(safeFetch('http://example.com:22/feed'))).toBe('url_refused');
    expect(await reason(safeFetch('not a url'))).toBe('url_refused');
  });

  it('reaches an explicitly allowed local server', async () => {
    routes['/feed'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
    const result = await safeFetch(`${site.url}/feed`, allowed);
    expect(result).toMatchObject({ status: 200, notModified: false, url: `${site.url}/feed`, text: feed });
  });
});

describe('safeFetch follows redirects, checking each one', () => {
  it('follows up to five redirects on allowed hosts and returns the final address', async () => {
    for (let step = 0; step < 5; step += 1)
      routes[`/hop${step}`] = (_request, response) =>
        response.writeHead(302, { location: step === 4 ? '/feed' : `/hop${step + 1}` }).end();
    routes['/feed'] = (_request, response) => response.writeHead(200).end(feed);
    const result = await safeFetch(`${site.url}/hop0`, allowed);
    expect(result.url).toBe(`${site.url}/feed`);
    expect(result.text).toBe(feed);
  });

  it('stops after five redirects', async () => {
    routes['/loop'] = (_request, response) => response.writeHead(301, { location: '/loop' }).end();
    expect(await reason(safeFetch(`${site.url}/loop`, allowed))).toBe('too_many_redirects');
    expect(site.hits).toHaveLength(6);
  });

  it('refuses a redirect from an allowed server to a private address', async () => {
    const targets = [
      `http://127.0.0.1:${hidden.port}/`,
      `http://localhost:${hidden.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::ffff:127.0.0.1]:${hidden.port}/`,
      'http://10.0.0.1/',
    ];
    for (const target of targets) {
      routes['/jump'] = (_request, response) => response.writeHead(302, { location: target }).end();
      const outcome = await reason(
        safeFetch(`${site.url}/jump`, { ...allowed, allowedPorts: [hidden.port] }),
      );
      expect(outcome, target).toBe('address_refused');
    }
    expect(hidden.hits).toEqual([]);
  });

  it('refuses a redirect to another scheme or to credentials', async () => {
    routes['/ftp'] = (_request, response) =>
      response.writeHead(302, { location: 'ftp://example.com/' }).end();
    routes['/creds'] = (_request, response) =>
      response.writeHead(302, { location: `http://a:b@127.0.0.1:${site.port}/feed` }).end();
    expect(await reason(safeFetch(`${site.url}/ftp`, allowed))).toBe('url_refused');
    expect(await reason(safeFetch(`${site.url}/creds`, allowed))).toBe('url_refused');
  });
});

describe('safeFetch reads answers', () => {
  it('sends the validators and reports a 304 as not modified', async () => {
    routes['/feed'] = (request, response) => {
      if (request.headers['if-none-match'] === '"v1"' && request.headers['if-modified-since'])
        return response.writeHead(304).end();
      response.writeHead(200, { etag: '"v1"', 'last-modified': 'Wed, 01 Jan 2025 10:00:00 GMT' }).end(feed);
    };
    const first = await safeFetch(`${site.url}/feed`, allowed);
    expect(first).toMatchObject({ status: 200, etag: '"v1"', lastModified: 'Wed, 01 Jan 2025 10:00:00 GMT' });
    const second = await safeFetch(`${site.url}/feed`, {
      ...allowed,
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(second).toMatchObject({ status: 304, notModified: true, text: '' });
  });

  it('returns Retry-After of a 429 or 503, in seconds or as a date', async () => {
    routes['/busy'] = (_request, response) =>
      response.writeHead(429, { 'retry-after': '120' }).end('slow down');
    routes['/down'] = (_request, response) =>
      response.writeHead(503, { 'retry-after': 'Wed, 21 Oct 2099 07:28:00 GMT' }).end();
    const before = Date.now();
    const busy = await safeFetch(`${site.url}/busy`, allowed);
    expect(busy.status).toBe(429);
    expect(busy.text).toBe('');
    expect(busy.retryAfter?.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    expect(busy.retryAfter?.getTime()).toBeLessThan(Date.now() + 121_000);
    const down = await safeFetch(`${site.url}/down`, allowed);
    expect(down.retryAfter?.toISOString()).toBe('2099-10-21T07:28:00.000Z');
  });

  it('gives up after the time-out, body included', async () => {
    routes['/silent'] = () => {};
    routes['/slow-body'] = (_request, response) => {
      response.writeHead(200);
      response.write('<rss>');
    };
    const started = Date.now();
    expect(await reason(safeFetch(`${site.url}/silent`, { ...allowed, timeoutMs: 300 }))).toBe('timeout');
    expect(await reason(safeFetch(`${site.url}/slow-body`, { ...allowed, timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops reading past the size cap, also when the body is compressed', async () => {
    const big = Buffer.alloc(300_000, 'a');
    routes['/big'] = (_request, response) => response.writeHead(200).end(big);
    routes['/bomb'] = (_request, response) =>
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(20_000_000)));
    const capped = { ...allowed, maxBytes: 100_000 };
    expect(await reason(safeFetch(`${site.url}/big`, capped))).toBe('too_large');
    expect(await reason(safeFetch(`${site.url}/bomb`, capped))).toBe('too_large');
    expect((await safeFetch(`${site.url}/big`, { ...allowed, maxBytes: 300_000 })).text).toHaveLength(
      300_000,
    );
  });

  it('decompresses gzip, deflate and brotli', async () => {
    routes['/gzip'] = (_request, response) =>
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(feed));
    routes['/deflate'] = (_request, response) =>
      response.writeHead(200, { 'content-encoding': 'deflate' }).end(deflateSync(feed));
    routes['/br'] = (_request, response) =>
      response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(feed));
    for (const path of ['/gzip', '/deflate', '/br'])
      expect((await safeFetch(`${site.url}${path}`, allowed)).text, path).toBe(feed);
  });

  it('decodes the charset of the Content-Type, else UTF-8 when valid, else the XML declaration, else windows-1252', async () => {
    // “Café” in windows-1252: curly quotes and é are single bytes.
    const title = Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94]);
    const declared = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1252"?><title>'),
      title,
      Buffer.from('</title>'),
    ]);
    routes['/declared'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/xml' }).end(declared);
    routes['/header'] = (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' })
        .end(Buffer.from([0x3c, 0x74, 0x3e, 0xe9, 0x3c, 0x2f, 0x74, 0x3e]));
    routes['/utf8'] = (_request, response) => response.writeHead(200).end('<t>Café ✓</t>');
    routes['/unknown'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/xml; charset=klingon' }).end('<t>Café</t>');
    expect((await safeFetch(`${site.url}/declared`, allowed)).text).toContain('<title>“Café”</title>');
    expect((await safeFetch(`${site.url}/header`, allowed)).text).toBe('<t>é</t>');
    expect((await safeFetch(`${site.url}/utf8`, allowed)).text).toBe('<t>Café ✓</t>');
    expect((await safeFetch(`${site.url}/unknown`, allowed)).text).toBe('<t>Café</t>');
    // Latin-1 with no charset anywhere, and Latin-1 a server calls UTF-8 by default.
    routes['/bare'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/xml' }).end(Buffer.concat([Buffer.from('<t>'), title]));
    routes['/default'] = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(declared);
    expect((await safeFetch(`${site.url}/bare`, allowed)).text).toBe('<t>“Café”');
    expect((await safeFetch(`${site.url}/default`, allowed)).text).toContain('<title>“Café”</title>');
  });
});
