import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: string, namespace: string): Catalogue | undefined {
  return files[`./${language}/${namespace}.json`];
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
function flatten(value: Catalogue, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' && !Array.isArray(child)
      ? flatten(child as Catalogue, `${prefix}${key}.`)
      : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: every key of English, except that a plural key takes the
 * plural forms of that language (French and Italian need `_many`, English does not). A key is
 * plural when English has its `_other` form: a key such as `too_many` would be
 * a word, not the `many` form of `too`.
 */
function expectedKeys(english: string[], language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english) {
    const match = pluralSuffix.exec(key);
    if (!match || !english.includes(key.replace(pluralSuffix, '_other'))) keys.add(key);
    else if (match[1] === 'zero')
      keys.add(key); // i18next's optional `_zero` form, if English has it
    else for (const category of categories) keys.add(key.replace(pluralSuffix, `_${category}`));
  }
  return [...keys].sort();
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./en/'))
  .map((path) => path.slice('./en/'.length, -'.json'.length));

describe('translation catalogues', () => {
  it('has an English catalogue for the common namespace at least', () => {
    expect(namespaces).toContain('common');
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = catalogue('en', namespace) ?? {};
    const englishEntries = new Map(flatten(english));
    const englishKeys = [...englishEntries.keys()];

    it('has no empty English text', () => {
      const empty = [...englishEntries].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it.each(languages.filter((language) => language !== 'en'))('is complete in %s', (language) => {
      const translated = catalogue(language, namespace);
      expect(translated, `${language}/${namespace}.json is missing`).toBeDefined();
      const entries = new Map(flatten(translated ?? {}));
      const expected = expectedKeys(englishKeys, language);
      const missing = expected.filter((key) => {
        const text = entries.get(key);
        return typeof text !== 'string' || text.trim() === '';
      });
      const extra = [...entries.keys()].filter((key) => !expected.includes(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(languages.filter((language) => language !== 'en'))('keeps the placeholders in %s', (language) => {
      const entries = new Map(flatten(catalogue(language, namespace) ?? {}));
      const wrong = [...entries]
        .filter(([key, text]) => {
          const source = englishEntries.get(key) ?? englishEntries.get(key.replace(pluralSuffix, '_other'));
          return typeof source === 'string' && typeof text === 'string'
            ? interpolations(source).join() !== interpolations(text).join()
            : false;
        })
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });
  });
});
