import type { NetworkAdapter } from '@pagewise/networks/adapter';
import { type NetworkKind, networkKinds } from '@pagewise/shared/networks/kinds';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Network } from '@pagewise/shared/pages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createSandboxAdapter } from '../sandbox/adapter.ts';
import { formFields } from './form-fields.ts';
import { formAdapterLoader } from './form-networks.ts';
import { oauthAdapterLoader } from './oauth-networks.ts';

export type NetworkRegistry = {
  /** The adapter of a network this server offers; `network_not_configured` otherwise. */
  adapter(kind: NetworkKind): Promise<NetworkAdapter>;
  list(): Network[];
};

type AdapterContext = Pick<AppContext, 'database' | 'config' | 'now'>;
type Loader = () => Promise<NetworkAdapter>;

/**
 * The networks this server offers: the sandbox (unless SANDBOX=off), the form networks, and the
 * OAuth networks whose client is configured (STYLE: an integration is on only when configured).
 */
export function createNetworkRegistry(context: AdapterContext): NetworkRegistry {
  const loaders = new Map<NetworkKind, Loader>();
  for (const kind of networkKinds) {
    const settings = context.config.networks[kind] ?? {};
    const loader =
      kind === 'sandbox'
        ? context.config.sandbox
          ? async () => createSandboxAdapter(context)
          : undefined
        : (oauthAdapterLoader(kind, settings) ?? formAdapterLoader(kind, settings));
    if (loader) loaders.set(kind, loader);
  }
  const loaded = new Map<NetworkKind, Promise<NetworkAdapter>>();
  return {
    adapter(kind) {
      const load = loaders.get(kind);
      if (!load) {
        return Promise.reject(
          new AppError('network_not_configured', { message: `The ${kind} network is not configured` }),
        );
      }
      let adapter = loaded.get(kind);
      if (!adapter) {
        adapter = load();
        loaded.set(kind, adapter);
      }
      return adapter;
    },
    list() {
      return networkKinds
        .filter((kind) => kind !== 'sandbox' || loaders.has('sandbox'))
        .map((kind) => ({
          kind,
          connect: networkRules[kind].connect,
          enabled: loaders.has(kind),
          formFields: formFields[kind] ?? [],
        }));
    },
  };
}
