import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function publish(next: BeforeInstallPromptEvent | null) {
  deferred = next;
  for (const listener of listeners) listener();
}

/**
 * The browser offers its install prompt once, early: boot captures it so the popup and the
 * header menu can use it later. Returns a function that stops listening.
 */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => publish(null);
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the captured prompt; a prompt can be used once, so it is forgotten afterwards. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  publish(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}

/** True when the app already runs installed (no popup then). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  );
}
