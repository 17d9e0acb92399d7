import type { NetworkAdapter } from '@pagewise/networks/adapter';
import { type NetworkKind, networkKinds } from '@pagewise/shared/networks/kinds';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Network } from '@pagewise/shared/pages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createSandboxAdapter } from '../sandbox/adapter.ts';
import { formFields } from './form-fields.ts';
import { createFormAdapter } from './form-networks.ts';
import { createOAuthAdapter } from './oauth-networks.ts';
import type { NetworkSettings } from './settings.ts';

export type NetworkRegistry = {
  /** The adapter of a network this server offers; `network_not_configured` otherwise. */
  adapter(kind: NetworkKind): NetworkAdapter;
  list(): Network[];
};

type Factory = (settings: NetworkSettings, context: AdapterContext) => NetworkAdapter | undefined;
type AdapterContext = Pick<AppContext, 'database' | 'config' | 'now'>;

/**
 * How each network's adapter is made from its settings. An OAuth network needs its client id
 * and secret (STYLE: an integration is switched on only when configured).
 */
const factories: Partial<Record<NetworkKind, Factory>> = {
  sandbox: (_settings, context) => (context.config.sandbox ? createSandboxAdapter(context) : undefined),
};

export function createNetworkRegistry(context: AdapterContext): NetworkRegistry {
  const adapters = new Map<NetworkKind, NetworkAdapter>();
  for (const kind of networkKinds) {
    const settings = context.config.networks[kind] ?? {};
    const adapter =
      factories[kind]?.(settings, context) ??
      createOAuthAdapter(kind, settings) ??
      createFormAdapter(kind, settings);
    if (adapter) adapters.set(kind, adapter);
  }
  return {
    adapter(kind) {
      const adapter = adapters.get(kind);
      if (!adapter)
        throw new AppError('network_not_configured', { message: `The ${kind} network is not configured` });
      return adapter;
    },
    list() {
      return networkKinds
        .filter((kind) => kind !== 'sandbox' || adapters.has('sandbox'))
        .map((kind) => ({
          kind,
          connect: networkRules[kind].connect,
          enabled: adapters.has(kind),
          formFields: formFields[kind] ?? [],
        }));
    },
  };
}
