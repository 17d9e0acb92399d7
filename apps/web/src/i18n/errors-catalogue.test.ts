import { errorKeys, validationKeys } from '@pagewise/shared/errors';
import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/{errors,auth,pages,posts,sources,bots}.json', {
  eager: true,
  import: 'default',
});

function leaf(catalogue: Catalogue | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

function flatten(value: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object'
      ? flatten(child as Catalogue, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)] as [string, string]],
  );
}

/**
 * Texts allowed to read the same as in English: the brand, an example address, words that
 * the language itself borrows.
 */
const sameAsEnglish: Record<string, string[]> = {
  'auth:brand': languages.filter((language) => language !== 'en'),
  'auth:fields.password': ['it'],
  'auth:signup.companyOptional': ['de'],
  'pages:groups.pages': ['fr'],
  'pages:groups.pageCount_one': ['fr'],
  'pages:groups.pageCount_other': ['fr'],
  'pages:groups.name': ['de'],
};

/** Network names are brands (Instagram, TikTok…), the same in every language. */
const brandNames = 'pages:networks.';

describe.each(languages)('errors catalogue in %s', (language) => {
  const errors = files[`./${language}/errors.json`];

  // Messages only the pages, posts, sources or bots screens show live in their namespace under
  // `errors`, so the auth screen does not download them; translateError looks in each place.
  const pageErrors = leaf(files[`./${language}/pages.json`], 'errors') as Catalogue | undefined;
  const postErrors = leaf(files[`./${language}/posts.json`], 'errors') as Catalogue | undefined;
  const sourceErrors = leaf(files[`./${language}/sources.json`], 'errors') as Catalogue | undefined;
  const botErrors = leaf(files[`./${language}/bots.json`], 'errors') as Catalogue | undefined;
  const translated = (key: string) =>
    [errors, pageErrors, postErrors, sourceErrors, botErrors].some((catalogue) => {
      const text = leaf(catalogue, key);
      return typeof text === 'string' && text !== '';
    });

  it('translates every server error key, network_error and the generic message', () => {
    const keys = [...errorKeys, 'network_error', 'generic'];
    expect(keys.filter((key) => !translated(key))).toEqual([]);
  });

  it('translates every validation key, nested under validation', () => {
    expect(validationKeys.filter((key) => !translated(key))).toEqual([]);
  });
});

describe.each(languages.filter((language) => language !== 'en'))('%s catalogues', (language) => {
  it.each(['auth', 'errors', 'pages', 'posts'])('leave no English text in %s', (namespace) => {
    const english = new Map(flatten(files[`./en/${namespace}.json`] ?? {}));
    const untranslated = flatten(files[`./${language}/${namespace}.json`] ?? {})
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => `${namespace}:${key}`)
      .filter((key) => !key.startsWith(brandNames) && !sameAsEnglish[key]?.includes(language));
    expect(untranslated).toEqual([]);
  });
});
