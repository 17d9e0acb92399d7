import { languages } from '@pagewise/shared/languages';
import { postIssueKeys } from '@pagewise/shared/posts/validate-post';
import { describe, expect, it } from 'vitest';
import english from './en/issues.json';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/issues.json', { eager: true, import: 'default' });

function leaf(catalogue: Catalogue | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

describe('post issues catalogue', () => {
  it('has an English text for every key validatePost can produce', () => {
    const missing = postIssueKeys.filter((key) => {
      const text = leaf(english, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('has no text for a key validatePost cannot produce', () => {
    const keys = Object.keys(english.post).map((key) => `post.${key}`);
    expect(keys.filter((key) => !(postIssueKeys as readonly string[]).includes(key))).toEqual([]);
  });

  it.each(languages.filter((language) => language !== 'en'))('leaves no English text in %s', (language) => {
    const translated = files[`./${language}/issues.json`];
    const untranslated = postIssueKeys.filter((key) => leaf(translated, key) === leaf(english, key));
    expect(untranslated).toEqual([]);
  });
});

describe('the text a post needs', () => {
  const composers = import.meta.glob<Catalogue>('./*/composer.json', { eager: true, import: 'default' });

  it.each(languages)('is asked for by the label of the field the composer shows, in %s', (language) => {
    const label = leaf(composers[`./${language}/composer.json`], 'message.label');
    const text = leaf(files[`./${language}/issues.json`], 'post.text_required');
    expect(typeof label).toBe('string');
    expect(text).toContain(label);
  });
});
