/**
 * The service worker lives at the site root (`/sw.js`) so it controls every page. Only a
 * production build registers it: in development it would serve stale modules.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): boolean {
  if (!production || !('serviceWorker' in navigator)) return false;
  const container = navigator.serviceWorker;
  // After load, so the worker's own downloads do not compete with the app's first paint.
  window.addEventListener(
    'load',
    () => {
      container.register('/sw.js').catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
      // The parts this page loaded before the worker took over are kept for an offline start.
      void container.ready.then((registration) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'cache-assets', urls });
      });
    },
    { once: true },
  );
  return true;
}
