import type { Language } from '@pagewise/shared/languages';

/** Each language in its own words, so a reader finds theirs whatever the interface shows. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
};
