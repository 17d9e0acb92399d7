import { languages } from '@pagewise/shared/languages';
import { accountExportStatuses, notificationFlags } from '@pagewise/shared/users';
import { describe, expect, it } from 'vitest';
import { profileFields } from '../features/settings/components/profile-values.ts';
import { sectionPermission } from '../features/settings/settingsSection.ts';
import { type Catalogue, catalogueEntries } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/settings.json', { eager: true, import: 'default' });
// Manage users (settings/users) is another part with its own texts.
const sources = import.meta.glob<string>(['../features/settings/**/*.{ts,tsx}', '!**/users/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const english = new Map(catalogueEntries(files['./en/settings.json'] ?? {}));
const others = languages.filter((language) => language !== 'en');

/** The fixed keys a file asks of the settings namespace (not those it asks with `{ ns }`). */
function askedKeys(source: string): string[] {
  if (!/useTranslation\(\s*\[?\s*'settings'/.test(source)) return [];
  const direct = [...source.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.\w+)+)'(\s*,\s*\{[^}]*\bns:)?/g)]
    .filter((match) => !match[2])
    .map((match) => match[1] ?? '');
  const chosen = [...source.matchAll(/\bt\([^'()]*\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)].flatMap((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
  return [...direct, ...chosen];
}

describe('settings catalogue', () => {
  it('exists in every language', () => {
    expect(languages.filter((language) => !files[`./${language}/settings.json`])).toEqual([]);
  });

  it.each(others)('has every English key, and no other, in %s', (language) => {
    const keys = new Set(catalogueEntries(files[`./${language}/settings.json`] ?? {}).map(([key]) => key));
    expect({
      missing: [...english.keys()].filter((key) => !keys.has(key)),
      extra: [...keys].filter((key) => !english.has(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('has no empty text in %s', (language) => {
    const empty = catalogueEntries(files[`./${language}/settings.json`] ?? {}).filter(
      ([, text]) => !text.trim(),
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(others)('leaves no English text in %s', (language) => {
    const untranslated = catalogueEntries(files[`./${language}/settings.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('has an English text for every fixed key the settings screens ask for', () => {
    const asked = Object.values(sources).flatMap(askedKeys);
    expect(asked.length).toBeGreaterThan(40);
    expect([...new Set(asked.filter((key) => !english.has(key)))]).toEqual([]);
  });

  it('names every notification, export status, profile field and admin-only section', () => {
    const needed = [
      ...notificationFlags.flatMap((flag) => [
        `notifications.flags.${flag}.label`,
        `notifications.flags.${flag}.hint`,
      ]),
      ...accountExportStatuses.map((status) => `export.status.${status}`),
      ...profileFields.filter((field) => field !== 'bitlyToken').map((field) => `profile.fields.${field}`),
      ...Object.keys(sectionPermission).flatMap((section) => [
        `adminOnly.${section}.title`,
        `adminOnly.${section}.text`,
      ]),
    ];
    expect(needed.filter((key) => !english.has(key))).toEqual([]);
  });
});
