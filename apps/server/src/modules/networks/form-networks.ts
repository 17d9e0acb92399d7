import type { NetworkAdapter } from '@pagewise/networks/adapter';
import { createBlueskyAdapter } from '@pagewise/networks/bluesky/adapter';
import { createOneSignalAdapter } from '@pagewise/networks/onesignal/adapter';
import { createPushwooshAdapter } from '@pagewise/networks/pushwoosh/adapter';
import { createTelegramAdapter } from '@pagewise/networks/telegram/adapter';
import { createWebpushrAdapter } from '@pagewise/networks/webpushr/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { NetworkSettings } from './settings.ts';

/**
 * Networks connected with a form of the user's own credentials: on by default, since they need
 * no application of ours; each talks to its real API unless settings point it elsewhere.
 */
const formNetworks: Partial<Record<NetworkKind, (settings: NetworkSettings) => NetworkAdapter>> = {
  telegram: (settings) =>
    createTelegramAdapter({
      apiBaseUrl: settings.apiUrl ?? 'https://api.telegram.org',
      sharedBotTokens: settings.sharedBotTokens ?? [],
    }),
  bluesky: (settings) => createBlueskyAdapter({ apiBaseUrl: settings.apiUrl ?? 'https://bsky.social' }),
  onesignal: (settings) => createOneSignalAdapter({ apiBaseUrl: settings.apiUrl ?? 'https://onesignal.com' }),
  pushwoosh: (settings) =>
    createPushwooshAdapter({ apiBaseUrl: settings.apiUrl ?? 'https://api.pushwoosh.com' }),
  webpushr: (settings) =>
    createWebpushrAdapter({ apiBaseUrl: settings.apiUrl ?? 'https://api.webpushr.com' }),
};

export function createFormAdapter(kind: NetworkKind, settings: NetworkSettings): NetworkAdapter | undefined {
  return formNetworks[kind]?.(settings);
}
