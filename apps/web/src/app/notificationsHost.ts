import { useSyncExternalStore } from 'react';

/**
 * Whether the notifications component should be on the page even with nothing to show: the
 * dashboard asks for it when it mounts, so its first notification does not wait for the chunk.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestNotificationsHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotificationsHostRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}
