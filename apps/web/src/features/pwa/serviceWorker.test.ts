import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js runs in a service-worker scope; this gives it a small fake one. */
const source = readFileSync(join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
const origin = 'https://app.test';

type Handler = (event: Record<string, unknown>) => void;

function loadWorker(network: (url: string) => Promise<Response>) {
  const handlers: Record<string, Handler> = {};
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  const fetchStub = vi.fn((request: string | { url: string }) => network(urlOf(request)));
  const cacheNamed = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      add: async (request: string | { url: string }) => {
        store.set(urlOf(request), await fetchStub(request));
      },
      put: async (request: string | { url: string }, response: Response) => {
        store.set(urlOf(request), response);
      },
      match: async (request: string | { url: string }) => store.get(urlOf(request))?.clone(),
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => store.delete(urlOf(request)),
    };
  };
  const caches = {
    open: async (name: string) => cacheNamed(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string, options: { cacheName: string }) =>
      stores.get(options.cacheName)?.get(urlOf(request))?.clone(),
  };
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, handler: Handler) => {
      handlers[type] = handler;
    },
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  class FakeRequest {
    url: string;
    constructor(url: string) {
      this.url = urlOf(url);
    }
  }
  new Function('self', 'caches', 'fetch', 'Request', source)(self, caches, fetchStub, FakeRequest);

  const lifecycle = async (type: string) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers[type]?.({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  /** Returns the worker's answer, or null when it lets the browser handle the request. */
  const request = async (path: string, init: { method?: string; mode?: string } = {}) => {
    let answer = null as Promise<Response> | null;
    const pending: Promise<unknown>[] = [];
    handlers.fetch?.({
      request: { url: `${origin}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (promise: Promise<Response>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    const response = await answer;
    await Promise.all(pending);
    return response;
  };
  const message = async (data: unknown) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.message?.({ data, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { stores, fetchStub, self, lifecycle, request, message };
}

const page = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/html' } });
const shellHtml =
  '<html><link rel="stylesheet" href="/assets/index-a1.css"><script type="module" src="/assets/index-b2.js"></script></html>';

describe('service worker', () => {
  it('keeps the app shell, its scripts and its styles on install; removes old caches on activate', async () => {
    const worker = loadWorker(async (url) =>
      url.endsWith('/index.html') ? page(shellHtml) : new Response('asset'),
    );
    worker.stores.set('pagewise-old', new Map());
    await worker.lifecycle('install');
    expect(worker.stores.get('pagewise-shell-v1')?.has(`${origin}/index.html`)).toBe(true);
    expect([...(worker.stores.get('pagewise-assets-v1')?.keys() ?? [])].sort()).toEqual([
      `${origin}/assets/index-a1.css`,
      `${origin}/assets/index-b2.js`,
    ]);
    await worker.lifecycle('activate');
    expect(worker.stores.has('pagewise-old')).toBe(false);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('serves navigations from the network first and refreshes the shell', async () => {
    const worker = loadWorker(async () => page('<html>fresh</html>'));
    const answer = await worker.request('/', { mode: 'navigate' });
    expect(await answer?.text()).toBe('<html>fresh</html>');
    expect(await worker.stores.get('pagewise-shell-v1')?.get(`${origin}/index.html`)?.text()).toBe(
      '<html>fresh</html>',
    );
  });

  it('falls back to the cached index.html, and its scripts, when offline', async () => {
    let online = true;
    const worker = loadWorker(async (url) => {
      if (!online) throw new TypeError('Failed to fetch');
      return url.endsWith('/index.html') ? page(shellHtml) : new Response('script');
    });
    await worker.lifecycle('install');
    online = false;
    const answer = await worker.request('/?post_id=1', { mode: 'navigate' });
    expect(await answer?.text()).toBe(shellHtml);
    expect(await (await worker.request('/assets/index-b2.js'))?.text()).toBe('script');
  });

  it('never touches /api, whatever the method', async () => {
    const worker = loadWorker(async () => new Response('{}'));
    expect(await worker.request('/api/users/me')).toBeNull();
    expect(await worker.request('/api/users/me', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/api/auth/logout', { method: 'POST' })).toBeNull();
    expect(worker.fetchStub).not.toHaveBeenCalled();
    expect(worker.stores.size).toBe(0);
  });

  it('keeps the assets the page names in a message, only its own built ones', async () => {
    const worker = loadWorker(async () => new Response('chunk'));
    await worker.message({
      type: 'cache-assets',
      urls: [`${origin}/assets/common-en.js`, 'https://cdn.test/assets/x.js', `${origin}/api/users/me`],
    });
    expect([...(worker.stores.get('pagewise-assets-v1')?.keys() ?? [])]).toEqual([
      `${origin}/assets/common-en.js`,
    ]);
  });

  it('serves built assets from the cache once fetched', async () => {
    const worker = loadWorker(async () => new Response('js', { status: 200 }));
    const first = await worker.request('/assets/index-abc.js');
    const second = await worker.request('/assets/index-abc.js');
    expect(await first?.text()).toBe('js');
    expect(await second?.text()).toBe('js');
    expect(worker.fetchStub).toHaveBeenCalledOnce();
  });
});
