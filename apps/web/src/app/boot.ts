import { readStored, writeStored } from '../lib/storage.ts';
import { bootAction, redirectTargetToStore } from './redirects.ts';

/** The parts of `window` the boot rules touch, so tests can hand in a fake. */
export interface BootWindow {
  location: Pick<Location, 'href' | 'origin' | 'replace'>;
  history: Pick<History, 'replaceState'>;
}

/**
 * Applies the address-bar rules of spec §2 before React renders. Returns false when the page is
 * being left (or reloaded), so nothing should render.
 */
export function runBoot(target: BootWindow = window): boolean {
  const address = new URL(target.location.href);
  const action = bootAction(address);
  if (action.kind === 'leave') {
    target.location.replace(action.url);
    return false;
  }
  if (action.kind === 'supervisor') {
    // A supervisor session replaces whatever session this browser held.
    localStorage.clear();
    writeStored('token', action.token);
    writeStored('supervisor', 'true');
    const next = new URL(action.target, target.location.origin);
    // Only the hash differs: no reload happens, so drop the token from the address and go on.
    if (next.pathname === address.pathname && next.search === address.search) {
      target.history.replaceState(null, '', next.href);
      return true;
    }
    target.location.replace(next.href);
    return false;
  }
  const toStore = redirectTargetToStore(Boolean(readStored('token')), address);
  if (toStore) writeStored('redirectAfterLogin', toStore);
  return true;
}
