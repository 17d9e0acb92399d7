import { noteKinds, validationStates } from '@pagewise/shared/collaboration';
import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueEntries, pluralSuffix } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/collaboration.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('../features/collaboration/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const english = new Map(catalogueEntries(files['./en/collaboration.json'] ?? {}));
const others = languages.filter((language) => language !== 'en');

/** Words the language itself uses for the thing: a French "Notes", a German "Team". */
const sameAsEnglish: Record<string, string[]> = {
  'validation.title': ['fr'],
  'notes.tabs.note': ['fr'],
  'assign.team': ['de'],
  'post.video': ['de', 'it'],
};

/** The fixed keys a file asks of the collaboration namespace (not those it asks with `{ ns }`). */
function askedKeys(source: string): string[] {
  if (!/useTranslation\(\s*\[?\s*'collaboration'/.test(source)) return [];
  const direct = [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.\w+)*)'(\s*,\s*\{[^}]*\bns:)?/g)]
    .filter((match) => !match[2])
    .map((match) => match[1] ?? '');
  const chosen = [...source.matchAll(/\bt\([^'()]*\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)].flatMap((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
  return [...direct, ...chosen];
}

describe('collaboration catalogue', () => {
  it('exists in every language', () => {
    expect(languages.filter((language) => !files[`./${language}/collaboration.json`])).toEqual([]);
  });

  it.each(others)('has every English key, and no other, in %s', (language) => {
    const keys = new Set(
      catalogueEntries(files[`./${language}/collaboration.json`] ?? {}).map(([key]) => key),
    );
    const known = (key: string) => english.has(key) || english.has(key.replace(pluralSuffix, '_other'));
    expect({
      missing: [...english.keys()].filter(
        (key) => !keys.has(key) && !(pluralSuffix.test(key) && keys.has(key.replace(pluralSuffix, '_other'))),
      ),
      extra: [...keys].filter((key) => !known(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('has no empty text in %s', (language) => {
    const empty = catalogueEntries(files[`./${language}/collaboration.json`] ?? {}).filter(
      ([, text]) => !text.trim(),
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(others)('leaves no English text in %s', (language) => {
    const untranslated = catalogueEntries(files[`./${language}/collaboration.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key)
      .filter((key) => !sameAsEnglish[key]?.includes(language));
    expect(untranslated).toEqual([]);
  });

  it('names every validation state, and the tab, field and button of every kind of note', () => {
    const needed = [
      ...validationStates.map((state) => `state.${state}`),
      ...noteKinds.flatMap((kind) => [
        `notes.tabs.${kind}`,
        `notes.empty.${kind}`,
        `notes.form.${kind}`,
        `notes.field.${kind}`,
        `notes.add.${kind}`,
      ]),
    ];
    expect(needed.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has an English text for every fixed key the drawer asks for', () => {
    const asked = Object.values(sources).flatMap(askedKeys);
    expect(asked.length).toBeGreaterThan(30);
    expect([...new Set(asked.filter((key) => !english.has(key)))]).toEqual([]);
  });
});
