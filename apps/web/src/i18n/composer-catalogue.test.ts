import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueEntries, pluralSuffix } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/composer.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('../features/post-creator/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const english = new Map(catalogueEntries(files['./en/composer.json'] ?? {}));

/**
 * Texts allowed to read as in English: a file format, and words the language itself uses for the
 * thing (a French "image", a German or Italian "video", Instagram's "Story", YouTube's "Playlist").
 */
const sameAsEnglish: Record<string, string[]> = {
  'media.kinds.document': languages.filter((language) => language !== 'en'),
  'kind.options.image': ['fr'],
  'media.kinds.image': ['fr'],
  'kind.options.video': ['de', 'it'],
  'media.kinds.video': ['de', 'it'],
  'kind.options.story': ['fr', 'de'],
  'details.description': ['fr'],
  'details.link': ['de', 'pt', 'it'],
  'youtube.playlist': ['de', 'pt', 'it'],
};

describe('composer catalogue', () => {
  it('exists in every language', () => {
    expect(languages.filter((language) => !files[`./${language}/composer.json`])).toEqual([]);
  });

  it.each(languages.filter((language) => language !== 'en'))('has every English key in %s', (language) => {
    const keys = new Set(catalogueEntries(files[`./${language}/composer.json`] ?? {}).map(([key]) => key));
    const missing = [...english.keys()].filter(
      (key) => !keys.has(key) && !(pluralSuffix.test(key) && keys.has(key.replace(pluralSuffix, '_other'))),
    );
    expect(missing).toEqual([]);
  });

  it.each(languages.filter((language) => language !== 'en'))('leaves no English text in %s', (language) => {
    const untranslated = catalogueEntries(files[`./${language}/composer.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key)
      .filter((key) => !sameAsEnglish[key]?.includes(language));
    expect(untranslated).toEqual([]);
  });

  it('has an English text for every fixed key the composer asks for', () => {
    const asked = Object.values(sources).flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[\w]+)+)'/g)].map((match) => match[1] ?? ''),
    );
    const known = (key: string) => english.has(key) || english.has(`${key}_other`);
    // Keys of other namespaces are asked with `{ ns }` and never start with these.
    const composerKeys = asked.filter((key) => !key.startsWith('screens.'));
    expect(composerKeys.length).toBeGreaterThan(50);
    expect([...new Set(composerKeys.filter((key) => !known(key)))]).toEqual([]);
  });
});
