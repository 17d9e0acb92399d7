/** Local-storage keys of spec §3, in one place. */
export const storageKeys = {
  token: 'token',
  supervisor: 'supervisor',
  selectedPageIds: 'selectedPageIds',
  pageListRetracted: 'pageListRetracted',
  version: 'version',
  installPopupSeen: 'installPopupSeen',
  installPopupHiddenUntil: 'installPopupHiddenUntil',
  installPopupNever: 'installPopupNever',
  redirectAfterLogin: 'redirectAfterLogin',
  language: 'language',
  edgeNoticeDismissed: 'edgeNoticeDismissed',
  /**
   * The user's colour scheme (light, dark, auto), kept here so the app opens in it before the user
   * loads; Mantine's own key, which its colour-scheme manager reads.
   */
  colorScheme: 'mantine-color-scheme-value',
} as const;

export type StorageKey = keyof typeof storageKeys;

export function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(storageKeys[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(storageKeys[key]);
    else localStorage.setItem(storageKeys[key], value);
  } catch {
    // Private mode or a full quota: the app still works for this visit.
  }
}
