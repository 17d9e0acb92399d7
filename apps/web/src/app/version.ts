import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../lib/storage.ts';
import { type AppVersion, appVersion } from './redirects.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab switching versions changes this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function snapshot(): AppVersion {
  return appVersion(readStored('version'));
}

/** The beta/old switch of spec §2: the flag lives in local storage, screens follow it live. */
export function setAppVersion(version: AppVersion) {
  writeStored('version', version);
  for (const listener of listeners) listener();
}

export function useAppVersion(): AppVersion {
  return useSyncExternalStore(subscribe, snapshot);
}
