import { localStorageColorSchemeManager } from '@mantine/core';
import { type ColorScheme, colorSchemes } from '@pagewise/shared/color-schemes';
import { readStored, storageKeys } from '../lib/storage.ts';

/**
 * The colour scheme lives on the user (server) and on the device (local storage): the device's
 * copy draws the app before the user is loaded, the user's follows them to any device.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

export function storedColorScheme(): ColorScheme {
  const stored = readStored('colorScheme');
  return colorSchemes.find((scheme) => scheme === stored) ?? 'auto';
}

/**
 * Before anything renders: the page takes the stored scheme at once (Mantine reads the attribute),
 * so a dark user never sees a light page while the app and its catalogues load.
 */
export function paintStoredColorScheme(): void {
  const scheme = storedColorScheme();
  const dark =
    scheme === 'dark' || (scheme === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
