/** How long the page must fetch nothing, after loading, before the worker is registered. */
export const quietBeforeWorkerMs = 3000;

/**
 * The service worker lives at the site root (`/sw.js`) so it controls every page. Only a
 * production build registers it: in development it would serve stale modules.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): boolean {
  if (!production || !('serviceWorker' in navigator)) return false;
  const container = navigator.serviceWorker;
  // Once the first screen is up: installing, the worker downloads the shell again and then takes
  // over every request of the page, which would slow the screen's own parts (a fresh tab on the
  // planner loads some 80 after `load`).
  void whenQuiet().then(() => {
    container.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
    // The parts this page loaded before the worker took over are kept for an offline start.
    void container.ready.then((registration) => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: 'cache-assets', urls });
    });
  });
  return true;
}

/** After `load`, once no resource has finished loading for `quietBeforeWorkerMs`. */
function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        let timer = setTimeout(done, quietBeforeWorkerMs);
        const observer =
          typeof PerformanceObserver === 'undefined'
            ? null
            : new PerformanceObserver(() => {
                clearTimeout(timer);
                timer = setTimeout(done, quietBeforeWorkerMs);
              });
        observer?.observe({ type: 'resource' });
        function done() {
          observer?.disconnect();
          resolve();
        }
      },
      { once: true },
    );
  });
}
