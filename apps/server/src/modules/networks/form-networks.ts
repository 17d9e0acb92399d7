import type { NetworkAdapter } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { NetworkSettings } from './settings.ts';

/**
 * Networks connected with a form of the user's own credentials: on by default, since they need
 * no application of ours; each talks to its real API unless settings point it elsewhere. Their
 * adapters load on first use (the Bluesky client alone takes a third of a second to load).
 */
const formNetworks: Partial<Record<NetworkKind, (settings: NetworkSettings) => Promise<NetworkAdapter>>> = {
  telegram: async (settings) =>
    (await import('@pagewise/networks/telegram/adapter')).createTelegramAdapter({
      apiBaseUrl: settings.apiUrl ?? 'https://api.telegram.org',
      sharedBotTokens: settings.sharedBotTokens ?? [],
    }),
  bluesky: async (settings) =>
    (await import('@pagewise/networks/bluesky/adapter')).createBlueskyAdapter({
      apiBaseUrl: settings.apiUrl ?? 'https://bsky.social',
    }),
  onesignal: async (settings) =>
    (await import('@pagewise/networks/onesignal/adapter')).createOneSignalAdapter({
      apiBaseUrl: settings.apiUrl ?? 'https://onesignal.com',
    }),
  pushwoosh: async (settings) =>
    (await import('@pagewise/networks/pushwoosh/adapter')).createPushwooshAdapter({
      apiBaseUrl: settings.apiUrl ?? 'https://api.pushwoosh.com',
    }),
  webpushr: async (settings) =>
    (await import('@pagewise/networks/webpushr/adapter')).createWebpushrAdapter({
      apiBaseUrl: settings.apiUrl ?? 'https://api.webpushr.com',
    }),
};

export function formAdapterLoader(kind: NetworkKind, settings: NetworkSettings) {
  const load = formNetworks[kind];
  return load ? () => load(settings) : undefined;
}
