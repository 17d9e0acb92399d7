import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type E2eServer, startServer } from './server.ts';

export interface ServerAndBrowser {
  server: E2eServer;
  browser: Browser;
}

/**
 * One real server and one Chromium for a spec file: started side by side before its first test,
 * closed after its last. `env` is read when they start, after the file's own earlier `beforeAll`
 * (a fake network's or a feed site's address); call this after those. Tests read `e2e.server` and
 * `e2e.browser`.
 */
export function serverAndBrowser(env: () => Record<string, string> = () => ({})): ServerAndBrowser {
  const running = {} as ServerAndBrowser;
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(env()), launchBrowser()]);
  });
  // Hooks after the tests run last-registered first: these close before the file's fakes do.
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/**
 * The settings that point the server's adapter of a network (`TWITTER`, `FACEBOOK_PAGE`) at its
 * local fake: the fake's URL for the API and the consent screen, and the app's test credentials.
 */
export function fakeNetworkEnv(network: string, url: string): Record<string, string> {
  return {
    [`NETWORK_${network}_CLIENT_ID`]: 'pagewise-e2e',
    [`NETWORK_${network}_CLIENT_SECRET`]: 'e2e-secret',
    [`NETWORK_${network}_API_URL`]: url,
    [`NETWORK_${network}_AUTH_URL`]: url,
  };
}
