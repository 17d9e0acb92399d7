/** Interface languages; every catalogue must be complete in each. */
export const languages = ['en', 'fr', 'de', 'es', 'pt', 'it'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
