/*
 * Pagewise service worker, served from the site root so it controls the whole app.
 * - Navigations: network first; offline, the cached app shell (index.html) answers.
 * - Built assets (/assets/*, content-hashed, so never stale): cache first, in a bounded cache.
 *   The shell's own scripts and styles are cached with it, so an offline reload still starts.
 * - /api is never cached: it is user data behind a token.
 */
const shellCache = 'pagewise-shell-v1';
const assetCache = 'pagewise-assets-v1';
const shellUrl = '/index.html';
// Each deploy adds new hashed files; keep the cache from growing without end.
const maxAssets = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(new Request(shellUrl, { cache: 'reload' }))
      .then((response) => (response.ok ? keepShell(response) : undefined))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== shellCache && key !== assetCache).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(event, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

// The page loaded its first parts before this worker controlled it; it sends their addresses.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-assets' || !Array.isArray(event.data.urls)) return;
  const paths = event.data.urls
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  event.waitUntil(keepAssets(paths));
});

/** Stores index.html and the scripts and styles it names. */
async function keepShell(response) {
  const html = await response.clone().text();
  await (await caches.open(shellCache)).put(shellUrl, response);
  await keepAssets(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
}

async function keepAssets(paths) {
  const assets = await caches.open(assetCache);
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      if (await assets.match(path, { ignoreVary: true })) return;
      await assets.add(path).catch(() => undefined);
    }),
  );
}

async function networkFirst(event, url) {
  try {
    const response = await fetch(event.request);
    // The app is one page: only its own address refreshes the offline copy.
    if (response.ok && (url.pathname === '/' || url.pathname === shellUrl)) {
      event.waitUntil(keepShell(response.clone()));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(shellUrl, { cacheName: shellCache });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(assetCache);
  // Module scripts are CORS requests (with Origin); a copy stored at install was not. The file
  // is content-hashed, so a Vary header cannot make it differ.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - maxAssets)).map((key) => cache.delete(key)));
  }
  return response;
}
