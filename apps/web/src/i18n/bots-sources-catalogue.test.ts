import {
  botContentTypes,
  botDisabledReasons,
  botFrequencies,
  botStatuses,
  botTypes,
} from '@pagewise/shared/bots';
import { languages } from '@pagewise/shared/languages';
import { sourceLanguages } from '@pagewise/shared/sources/catalogue-types';
import { sourceErrorKeys, sourceTypes } from '@pagewise/shared/sources/source';
import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueEntries, pluralSuffix } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/{bots,sources}.json', { eager: true, import: 'default' });
const screens = import.meta.glob<string>(
  [
    '../features/{bots,sources}/**/*.{ts,tsx}',
    '!../features/**/*.test.{ts,tsx}',
    '!../features/**/test-fixtures.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

const others = languages.filter((language) => language !== 'en');

/**
 * Texts allowed to read as in English: brands (YouTube, Pinterest…), the word the language itself
 * uses ("Bots", "Hashtags", "Portugal", a German "Name"), example addresses and the page line,
 * which is only names put together.
 */
const sameAsEnglish: Record<string, string[]> = {
  'sources:types.youtube': others,
  'sources:types.vimeo': others,
  'sources:types.dailymotion': others,
  'sources:types.pinterest': others,
  'sources:types.twitter': others,
  'sources:form.name.label': ['de'],
  'sources:form.type.label': ['fr'],
  'sources:form.url.youtube.placeholder': others,
  'sources:form.url.vimeo.placeholder': others,
  'sources:form.url.dailymotion.placeholder': others,
  'sources:status.error': ['es'],
  'sources:facts.items_one': ['pt'],
  'bots:listLabel': ['fr', 'de', 'es', 'pt'],
  'bots:languages.fr': ['fr'],
  'bots:languages.pt': ['fr', 'de', 'es', 'pt'],
  'bots:form.page.label': ['fr'],
  'bots:form.suffix.label': ['de'],
  'bots:form.replacements.mentionReplacements.legend': ['fr'],
  'bots:form.replacements.mentionReplacements.entry': ['fr'],
  'bots:form.replacements.mentionReplacements.correspondences': ['fr'],
  'bots:facts.page': others,
  'bots:form.name.label': ['de'],
  'bots:form.sources.mode': ['fr'],
  'bots:form.hashtags.label': ['fr', 'de', 'es', 'pt'],
  'bots:form.replacements.hashtagReplacements.legend': ['fr', 'de', 'es', 'pt'],
  'bots:form.replacements.hashtagReplacements.entry': ['fr', 'de', 'es', 'pt'],
  'bots:form.replacements.hashtagReplacements.correspondences': ['fr', 'de', 'es', 'pt'],
  'bots:form.replacements.mentionReplacements.namePlaceholder': others,
  'bots:form.sections.sources': ['fr'],
};

describe.each(['bots', 'sources'])('%s catalogue', (namespace) => {
  const english = new Map(catalogueEntries(files[`./en/${namespace}.json`] ?? {}));

  it('exists in every language', () => {
    expect(languages.filter((language) => !files[`./${language}/${namespace}.json`])).toEqual([]);
  });

  it.each(others)('has every English key in %s', (language) => {
    const keys = new Set(
      catalogueEntries(files[`./${language}/${namespace}.json`] ?? {}).map(([key]) => key),
    );
    const missing = [...english.keys()].filter(
      (key) => !keys.has(key) && !(pluralSuffix.test(key) && keys.has(key.replace(pluralSuffix, '_other'))),
    );
    expect(missing).toEqual([]);
  });

  it.each(others)('leaves no English text in %s', (language) => {
    const untranslated = catalogueEntries(files[`./${language}/${namespace}.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => `${namespace}:${key}`)
      .filter((key) => !sameAsEnglish[key]?.includes(language));
    expect(untranslated).toEqual([]);
  });
});

describe('bots and sources catalogues', () => {
  const bots = new Map(catalogueEntries(files['./en/bots.json'] ?? {}));
  const sources = new Map(catalogueEntries(files['./en/sources.json'] ?? {}));

  it('name every value of the contracts', () => {
    const botKeys = [
      ...botTypes.map((value) => `types.${value}`),
      ...botFrequencies.map((value) => `frequencies.${value}`),
      ...botContentTypes.map((value) => `contentTypes.${value}`),
      ...botStatuses.map((value) => `status.${value}`),
      ...botDisabledReasons.map((value) => `disabledReasons.${value}`),
      ...sourceLanguages.map((value) => `languages.${value}`),
    ];
    const sourceKeys = [
      ...sourceTypes.flatMap((type) => [
        `types.${type}`,
        `form.url.${type}.label`,
        `form.url.${type}.description`,
        `form.url.${type}.placeholder`,
      ]),
      ...sourceErrorKeys.map((key) => `errors.${key}`),
    ];
    expect(botKeys.filter((key) => !bots.has(key))).toEqual([]);
    expect(sourceKeys.filter((key) => !sources.has(key))).toEqual([]);
  });

  it('has an English text for every fixed key the screens ask for', () => {
    // A key of another namespace is asked with `{ ns: … }`; the screens' titles are the dash's.
    const asked = Object.entries(screens).flatMap(([path, source]) => {
      const namespace = path.includes('/bots/') ? bots : sources;
      return [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[\w]+)*)'(?![^)]*\bns:)/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => !key.startsWith('screens.'))
        .filter((key) => !namespace.has(key) && !namespace.has(`${key}_other`))
        .map((key) => `${path}: ${key}`);
    });
    expect(asked).toEqual([]);
  });
});
