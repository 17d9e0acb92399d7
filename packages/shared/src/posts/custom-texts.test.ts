import { describe, expect, it } from 'vitest';
import type { NetworkKind } from '../networks/kinds.ts';
import { isCustomised, keptTexts, networkText, publicationText } from './custom-texts.ts';
import { postContent } from './post.ts';
import { type PostToValidate, validatePost } from './validate-post.ts';

const now = new Date('2025-03-01T12:00:00.000Z');
const pages: { id: string; kind: NetworkKind }[] = [
  { id: 'fb', kind: 'facebook_page' },
  { id: 'x1', kind: 'twitter' },
  { id: 'x2', kind: 'twitter' },
];

function validate(fields: Partial<PostToValidate>) {
  const content = postContent.parse({ pageIds: pages.map((page) => page.id), message: 'Hello' });
  return validatePost({ ...content, intent: 'now', scheduledAt: null, ...fields }, { pages, media: [], now });
}

const tooLong = (field: string, actual: number) => ({
  field,
  key: 'post.text_too_long',
  params: { network: 'twitter', limit: 280, actual },
  network: 'twitter',
});

describe('the text each network receives', () => {
  it('is the network’s own text when it has one, the common text otherwise', () => {
    const post = { message: 'Common', networkTexts: { twitter: 'For X' }, pageTexts: { x2: 'For x2' } };
    expect(networkText(post, 'twitter')).toBe('For X');
    expect(networkText(post, 'facebook_page')).toBe('Common');
    expect(publicationText(post, { id: 'x1', kind: 'twitter' })).toBe('For X');
    expect(publicationText(post, { id: 'x2', kind: 'twitter' })).toBe('For x2');
    expect(publicationText(post, { id: 'fb', kind: 'facebook_page' })).toBe('Common');
  });

  it('takes a blank override for the common text', () => {
    const post = { message: 'Common', networkTexts: { twitter: '  ' }, pageTexts: { x1: '' } };
    expect(publicationText(post, { id: 'x1', kind: 'twitter' })).toBe('Common');
    expect(isCustomised(post)).toBe(false);
    expect(isCustomised({ ...post, pageTexts: { x1: 'Mine' } })).toBe(true);
  });

  it('keeps only the texts of the post’s networks and pages, not blank', () => {
    const kept = keptTexts(
      {
        message: 'Common',
        networkTexts: { twitter: 'X', linkedin: 'Gone', facebook_page: ' ' },
        pageTexts: { x1: 'Page', other: 'Gone', x2: '' },
      },
      pages,
    );
    expect(kept).toEqual({ networkTexts: { twitter: 'X' }, pageTexts: { x1: 'Page' } });
  });
});

describe('validating the text per network', () => {
  it('refuses a network’s own text over its limit, naming that field', () => {
    const result = validate({ networkTexts: { twitter: 'a'.repeat(281) } });
    expect(result.errors).toEqual([tooLong('networkTexts.twitter', 281)]);
  });

  it('accepts a short text for X while the common text is too long for X only', () => {
    const message = 'a'.repeat(500);
    expect(validate({ message }).errors).toEqual([tooLong('message', 500)]);
    expect(validate({ message, networkTexts: { twitter: 'Short for X' } })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('checks a page’s own text against its network’s limit, naming the page’s field', () => {
    const result = validate({ networkTexts: { twitter: 'Fine' }, pageTexts: { x2: 'b'.repeat(300) } });
    expect(result.errors).toEqual([tooLong('pageTexts.x2', 300)]);
  });

  it('refuses a page text of a page the post does not go to, as an unknown page', () => {
    expect(validate({ pageIds: ['fb'], pageTexts: { x1: 'Hi' } }).errors).toEqual([
      { field: 'pageTexts.x1', key: 'post.page_unknown', params: { id: 'x1' } },
    ]);
    expect(validate({ pageTexts: { elsewhere: 'Hi' } }).errors).toEqual([
      { field: 'pageTexts.elsewhere', key: 'post.page_unknown', params: { id: 'elsewhere' } },
    ]);
  });

  it('counts mentions of the network’s own text, not of the common text', () => {
    const mentions = Array.from({ length: 26 }, (_, index) => `@user${index}`).join(' ');
    const check = (fields: Partial<PostToValidate>) =>
      validatePost(
        {
          ...postContent.parse({ pageIds: ['in'], message: 'Hello' }),
          intent: 'now',
          scheduledAt: null,
          ...fields,
        },
        { pages: [{ id: 'in', kind: 'linkedin' }], media: [], now },
      ).errors.filter((issue) => issue.key === 'post.too_many_mentions');
    expect(check({ message: mentions, networkTexts: { linkedin: 'No mention' } })).toEqual([]);
    expect(check({ networkTexts: { linkedin: mentions } }).map((issue) => issue.field)).toEqual([
      'networkTexts.linkedin',
    ]);
  });
});

describe('the schema of the texts', () => {
  it('refuses an unknown network and more page texts than pages a post may have', () => {
    expect(postContent.safeParse({ networkTexts: { myspace: 'Hi' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`p${index}`, 'Hi']));
    expect(postContent.safeParse({ pageTexts: many }).success).toBe(false);
    expect(postContent.safeParse({ networkTexts: { twitter: 'a'.repeat(70_001) } }).success).toBe(false);
  });
});
