import { describe, expect, it } from 'vitest';
import { botInput, makesNativePosts } from './bots.ts';

const fieldsOf = (input: unknown) =>
  Object.fromEntries(
    (botInput.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('botInput (spec §5)', () => {
  it('names the missing source together with a missing name and page', () => {
    expect(fieldsOf({ type: 'custom' })).toMatchObject({
      name: 'validation.required',
      pageId: 'validation.required',
      sourceIds: 'validation.bot_needs_source',
    });
  });

  it('never reuses a correspondence for another mention or hashtag, whatever else is wrong', () => {
    expect(
      fieldsOf({
        name: '',
        type: 'none',
        mentionReplacements: [{ name: '@acme', correspondences: ['@AcmeCorp'] }],
        hashtagReplacements: [{ name: '#acme', correspondences: ['@acmecorp'] }],
      }),
    ).toMatchObject({ 'hashtagReplacements.0.correspondences.0': 'validation.correspondence_reused' });
  });

  it('survives input of the wrong shape', () => {
    expect(fieldsOf({ type: 'custom', sourceIds: 'x', mentionReplacements: [null] })).toHaveProperty(
      'sourceIds',
    );
  });

  it('accepts a suggested bot in auto mode', () => {
    expect(
      botInput.safeParse({
        pageId: 'p',
        name: 'News',
        type: 'suggested',
        language: 'fr',
        topic: 'news',
        autoSources: true,
      }).success,
    ).toBe(true);
  });
});

describe('native posts (the plans)', () => {
  it('are image posts where the network also takes links, never on a network that needs media', () => {
    expect(makesNativePosts('text_image', 'facebook_page')).toBe(true);
    expect(makesNativePosts('mixed', 'linkedin')).toBe(true);
    expect(makesNativePosts('snippet', 'facebook_page')).toBe(false);
    expect(makesNativePosts('text_video', 'twitter')).toBe(false);
    for (const kind of ['instagram', 'pinterest', 'tiktok', 'youtube'])
      expect(makesNativePosts('text_image', kind)).toBe(false);
    expect(makesNativePosts('text_image', 'unknown')).toBe(false);
  });
});
