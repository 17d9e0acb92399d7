import { type NetworkKind, networkKinds } from '@pagewise/shared/networks/kinds';

/** A network's API application: its OAuth client and, for tests and fakes, other base URLs. */
export type NetworkSettings = {
  clientId?: string;
  clientSecret?: string;
  apiUrl?: string;
  authUrl?: string;
  /** Telegram: the product's own bots, offered when a user has none (`…_SHARED_BOT_TOKENS`, comma separated). */
  sharedBotTokens?: string[];
};

/**
 * Reads `NETWORK_<KIND>_CLIENT_ID`, `…_CLIENT_SECRET`, `…_API_URL` and `…_AUTH_URL` for every
 * network (e.g. `NETWORK_FACEBOOK_PAGE_CLIENT_ID`). An OAuth network is offered only when its
 * client is configured; the base URLs default to the network's real ones.
 */
export function readNetworkSettings(env: NodeJS.ProcessEnv): Partial<Record<NetworkKind, NetworkSettings>> {
  const settings: Partial<Record<NetworkKind, NetworkSettings>> = {};
  for (const kind of networkKinds) {
    const prefix = `NETWORK_${kind.toUpperCase()}_`;
    const value = (name: string) => env[`${prefix}${name}`] || undefined;
    const entry: NetworkSettings = {};
    const clientId = value('CLIENT_ID');
    const clientSecret = value('CLIENT_SECRET');
    const apiUrl = value('API_URL');
    const authUrl = value('AUTH_URL');
    if (clientId) entry.clientId = clientId;
    if (clientSecret) entry.clientSecret = clientSecret;
    if (apiUrl) entry.apiUrl = apiUrl.replace(/\/$/, '');
    if (authUrl) entry.authUrl = authUrl.replace(/\/$/, '');
    const sharedBots = value('SHARED_BOT_TOKENS');
    if (sharedBots)
      entry.sharedBotTokens = sharedBots
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean);
    if (Object.keys(entry).length > 0) settings[kind] = entry;
  }
  return settings;
}
