import { languages } from '@pagewise/shared/languages';
import { roles } from '@pagewise/shared/roles';
import { notificationFlags } from '@pagewise/shared/users';
import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueEntries, pluralSuffix } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/team.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('../features/settings/users/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const english = new Map(catalogueEntries(files['./en/team.json'] ?? {}));
const others = languages.filter((language) => language !== 'en');

/** Words the language itself uses for the thing: a German "Administrator", a French "Pages". */
const sameAsEnglish: Record<string, string[]> = {
  'roles.administrator': ['de'],
  'roles.editor': ['es', 'pt', 'it'],
  'fields.password': ['it'],
  'wizard.steps.notifications': ['fr'],
  'wizard.steps.pages': ['fr'],
};

describe('team catalogue', () => {
  it('exists in every language', () => {
    expect(languages.filter((language) => !files[`./${language}/team.json`])).toEqual([]);
  });

  it.each(others)('has every English key in %s', (language) => {
    const keys = new Set(catalogueEntries(files[`./${language}/team.json`] ?? {}).map(([key]) => key));
    const missing = [...english.keys()].filter(
      (key) => !keys.has(key) && !(pluralSuffix.test(key) && keys.has(key.replace(pluralSuffix, '_other'))),
    );
    expect(missing).toEqual([]);
  });

  it.each(others)('leaves no English text in %s', (language) => {
    const untranslated = catalogueEntries(files[`./${language}/team.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key)
      .filter((key) => !sameAsEnglish[key]?.includes(language));
    expect(untranslated).toEqual([]);
  });

  it('names every role, with a line on what it may do, and every notification', () => {
    const keys = [
      ...roles.flatMap((role) => [`roles.${role}`, `roleDescriptions.${role}`]),
      ...notificationFlags.map((flag) => `notifications.${flag}`),
    ];
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has an English text for every fixed key the users tab asks for', () => {
    const asked = Object.values(sources).flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[\w]+)*)'/g)].map((match) => match[1] ?? ''),
    );
    const known = (key: string) => english.has(key) || english.has(`${key}_other`);
    expect(asked.length).toBeGreaterThan(40);
    expect([...new Set(asked.filter((key) => !known(key)))]).toEqual([]);
  });
});
