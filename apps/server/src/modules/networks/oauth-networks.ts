import type { NetworkAdapter } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { NetworkSettings } from './settings.ts';

type OAuthApp = { apiBaseUrl: string; authBaseUrl: string; clientId: string; clientSecret: string };
type OAuthNetwork = { api: string; auth: string; load: (app: OAuthApp) => Promise<NetworkAdapter> };

const meta = { api: 'https://graph.facebook.com', auth: 'https://www.facebook.com' };
// Google serves each API from its own host; the adapters put the service name in `{service}`.
const google = { api: 'https://{service}.googleapis.com', auth: 'https://accounts.google.com' };

/**
 * Every OAuth network with its real API and consent hosts; settings may point them at a fake.
 * Adapters load on first use, so start-up does not pay for networks nobody uses.
 */
export const oauthNetworks: Partial<Record<NetworkKind, OAuthNetwork>> = {
  facebook_page: {
    ...meta,
    load: async (app) =>
      (await import('@pagewise/networks/facebook-page/adapter')).createFacebookPageAdapter(app),
  },
  facebook_group: {
    ...meta,
    load: async (app) =>
      (await import('@pagewise/networks/facebook-group/adapter')).createFacebookGroupAdapter(app),
  },
  instagram: {
    ...meta,
    load: async (app) => (await import('@pagewise/networks/instagram/adapter')).createInstagramAdapter(app),
  },
  threads: {
    api: 'https://graph.threads.net',
    auth: 'https://threads.net',
    load: async (app) => (await import('@pagewise/networks/threads/adapter')).createThreadsAdapter(app),
  },
  twitter: {
    api: 'https://api.x.com',
    auth: 'https://x.com',
    load: async (app) => (await import('@pagewise/networks/twitter/adapter')).createTwitterAdapter(app),
  },
  linkedin: {
    api: 'https://api.linkedin.com',
    auth: 'https://www.linkedin.com',
    load: async (app) => (await import('@pagewise/networks/linkedin/adapter')).createLinkedInAdapter(app),
  },
  pinterest: {
    api: 'https://api.pinterest.com',
    auth: 'https://www.pinterest.com',
    load: async (app) => (await import('@pagewise/networks/pinterest/adapter')).createPinterestAdapter(app),
  },
  google_business: {
    ...google,
    load: async (app) =>
      (await import('@pagewise/networks/google-business/adapter')).createGoogleBusinessAdapter(app),
  },
  youtube: {
    ...google,
    load: async (app) => (await import('@pagewise/networks/youtube/adapter')).createYouTubeAdapter(app),
  },
  tiktok: {
    api: 'https://open.tiktokapis.com',
    auth: 'https://www.tiktok.com',
    load: async (app) => (await import('@pagewise/networks/tiktok/adapter')).createTikTokAdapter(app),
  },
};

/** How to load the network's adapter when its OAuth client is configured; nothing otherwise. */
export function oauthAdapterLoader(kind: NetworkKind, settings: NetworkSettings) {
  const network = oauthNetworks[kind];
  const { clientId, clientSecret } = settings;
  if (!network || !clientId || !clientSecret) return undefined;
  return () =>
    network.load({
      apiBaseUrl: settings.apiUrl ?? network.api,
      authBaseUrl: settings.authUrl ?? network.auth,
      clientId,
      clientSecret,
    });
}
