import { languages } from '@pagewise/shared/languages';
import { plannerItemKinds } from '@pagewise/shared/planner';
import { describe, expect, it } from 'vitest';
import { plannerViews } from '../features/planner/hooks/use-planner-place.ts';
import { type Catalogue, catalogueEntries, pluralSuffix } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/planner.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(
  ['../features/{planner,invite,posts2}/**/*.{ts,tsx}', '!../features/**/*.test.{ts,tsx}'],
  { eager: true, query: '?raw', import: 'default' },
);

const english = new Map(catalogueEntries(files['./en/planner.json'] ?? {}));
const others = languages.filter((language) => language !== 'en');

/**
 * Texts allowed to read as in English: words the language itself uses for the thing (a French
 * "Page"), and the event's label, which is only names put together with the same punctuation.
 */
const sameAsEnglish: Record<string, string[]> = {
  'filters.pages': ['fr'],
  dialogPage: ['fr'],
  'event.label': ['de', 'es', 'pt', 'it'],
  'slots.minutes': ['fr'],
};

describe('planner catalogue', () => {
  it('exists in every language', () => {
    expect(languages.filter((language) => !files[`./${language}/planner.json`])).toEqual([]);
  });

  it.each(others)('has every English key in %s', (language) => {
    const keys = new Set(catalogueEntries(files[`./${language}/planner.json`] ?? {}).map(([key]) => key));
    const missing = [...english.keys()].filter(
      (key) => !keys.has(key) && !(pluralSuffix.test(key) && keys.has(key.replace(pluralSuffix, '_other'))),
    );
    expect(missing).toEqual([]);
  });

  it.each(others)('leaves no English text in %s', (language) => {
    const untranslated = catalogueEntries(files[`./${language}/planner.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key)
      .filter((key) => !sameAsEnglish[key]?.includes(language));
    expect(untranslated).toEqual([]);
  });

  it.each(others)('keeps the placeholders of every text in %s', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const translated = new Map(catalogueEntries(files[`./${language}/planner.json`] ?? {}));
    const differing = [...english].filter(([key, text]) => {
      const other = translated.get(key) ?? translated.get(key.replace(pluralSuffix, '_other'));
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('names every planner item kind and every view', () => {
    const keys = [
      ...plannerItemKinds.map((kind) => `kinds.${kind}`),
      ...plannerViews.flatMap((view) => [
        `toolbar.views.${view}`,
        `toolbar.previous.${view}`,
        `toolbar.next.${view}`,
      ]),
    ];
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has an English text for every fixed key the planner screens ask for', () => {
    // Keys of other namespaces are asked with `{ ns: … }`; the screens' titles are the dash's.
    const asked = Object.values(sources)
      .flatMap((source) =>
        [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[\w]+)*)'(?![^)]*\bns:)/g)].map(
          (match) => match[1] ?? '',
        ),
      )
      .filter((key) => !key.startsWith('screens.'));
    const known = (key: string) => english.has(key) || english.has(`${key}_other`);
    expect(asked.length).toBeGreaterThan(60);
    expect([...new Set(asked.filter((key) => !known(key)))]).toEqual([]);
  });
});
