import { defaultLanguage, isLanguage, type Language, languages } from '@pagewise/shared/languages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../lib/storage.ts';
import { startNamespaces } from './namespaces.ts';

/**
 * Catalogues live in `i18n/<language>/<namespace>.json`. Only the active language is loaded, on
 * demand, so the auth screen does not carry six languages.
 */

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`./${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Starts loading these catalogues of the language now, before i18next asks for them: a fresh tab
 * on a dash screen asks them with its first requests, not behind the frame's code (app/route-preload.ts).
 * i18next's own read then finds the same module. A failure is left to that read.
 */
export function preloadCatalogues(
  names: readonly string[],
  language: Language = initialLanguage(),
): Promise<Record<string, unknown> | null>[] {
  return names.map((name) => {
    const load = catalogues[`./${language}/${name}.json`];
    return load
      ? load().then(
          (module) => module.default,
          () => null,
        )
      : Promise.resolve(null);
  });
}

export function initialLanguage(): Language {
  const stored = readStored('language');
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : defaultLanguage;
}

export async function setupI18n(language: Language = initialLanguage()) {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: [...startNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  document.documentElement.lang = language;
  return i18next;
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLanguage(language: Language) {
  writeStored('language', language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
