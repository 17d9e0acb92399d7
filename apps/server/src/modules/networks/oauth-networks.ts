import type { NetworkAdapter } from '@pagewise/networks/adapter';
import { createFacebookGroupAdapter } from '@pagewise/networks/facebook-group/adapter';
import { createFacebookPageAdapter } from '@pagewise/networks/facebook-page/adapter';
import { createGoogleBusinessAdapter } from '@pagewise/networks/google-business/adapter';
import { createInstagramAdapter } from '@pagewise/networks/instagram/adapter';
import { createLinkedInAdapter } from '@pagewise/networks/linkedin/adapter';
import { createPinterestAdapter } from '@pagewise/networks/pinterest/adapter';
import { createThreadsAdapter } from '@pagewise/networks/threads/adapter';
import { createTikTokAdapter } from '@pagewise/networks/tiktok/adapter';
import { createTwitterAdapter } from '@pagewise/networks/twitter/adapter';
import { createYouTubeAdapter } from '@pagewise/networks/youtube/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { NetworkSettings } from './settings.ts';

type OAuthApp = { apiBaseUrl: string; authBaseUrl: string; clientId: string; clientSecret: string };
type OAuthNetwork = { api: string; auth: string; create: (app: OAuthApp) => NetworkAdapter };

const meta = { api: 'https://graph.facebook.com', auth: 'https://www.facebook.com' };
// Google serves each API from its own host; the adapters put the service name in `{service}`.
const google = { api: 'https://{service}.googleapis.com', auth: 'https://accounts.google.com' };

/** Every OAuth network with its real API and consent hosts; settings may point them at a fake. */
export const oauthNetworks: Partial<Record<NetworkKind, OAuthNetwork>> = {
  facebook_page: { ...meta, create: createFacebookPageAdapter },
  facebook_group: { ...meta, create: createFacebookGroupAdapter },
  instagram: { ...meta, create: createInstagramAdapter },
  threads: { api: 'https://graph.threads.net', auth: 'https://threads.net', create: createThreadsAdapter },
  twitter: { api: 'https://api.x.com', auth: 'https://x.com', create: createTwitterAdapter },
  linkedin: {
    api: 'https://api.linkedin.com',
    auth: 'https://www.linkedin.com',
    create: createLinkedInAdapter,
  },
  pinterest: {
    api: 'https://api.pinterest.com',
    auth: 'https://www.pinterest.com',
    create: createPinterestAdapter,
  },
  google_business: { ...google, create: createGoogleBusinessAdapter },
  youtube: { ...google, create: createYouTubeAdapter },
  tiktok: { api: 'https://open.tiktokapis.com', auth: 'https://www.tiktok.com', create: createTikTokAdapter },
};

/** The network's adapter when its OAuth client is configured; nothing otherwise. */
export function createOAuthAdapter(kind: NetworkKind, settings: NetworkSettings): NetworkAdapter | undefined {
  const network = oauthNetworks[kind];
  if (!network || !settings.clientId || !settings.clientSecret) return undefined;
  return network.create({
    apiBaseUrl: settings.apiUrl ?? network.api,
    authBaseUrl: settings.authUrl ?? network.auth,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  });
}
