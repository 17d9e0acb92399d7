import { describe, expect, it } from 'vitest';
import { networkKinds } from '../networks/kinds.ts';
import { networkRules } from '../networks/rules.ts';
import {
  carouselMax,
  contentForNetwork,
  countHashtags,
  countMentions,
  textWithLink,
} from './network-content.ts';

const ids = (count: number, prefix = 'img') =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

describe('countMentions', () => {
  it('counts @name tokens', () => {
    expect(countMentions('Thanks @alice and @Bob_2, cc @équipe')).toBe(3);
  });

  it('does not count e-mail addresses or a lone @', () => {
    expect(countMentions('Write to team@example.com @ noon')).toBe(0);
  });
});

describe('countHashtags', () => {
  it('counts #tag tokens', () => {
    expect(countHashtags('#summer #été2025 sale #big_sale')).toBe(3);
  });

  it('does not count URL fragments, entities or a lone #', () => {
    expect(countHashtags('See https://example.com/#top and page#2, &#39; or # alone')).toBe(0);
  });
});

describe('carouselMax', () => {
  it('follows the rules, with the concierge cap where there is one', () => {
    expect(carouselMax('twitter')).toBe(4);
    expect(carouselMax('linkedin')).toBe(9);
    expect(carouselMax('instagram')).toBe(10);
    expect(carouselMax('instagram', true)).toBe(20);
    expect(carouselMax('twitter', true)).toBe(4);
    expect(carouselMax('youtube')).toBe(0);
  });
});

describe.each(networkKinds)('contentForNetwork on %s', (kind) => {
  const rules = networkRules[kind];

  const limit = rules.text.maxLength;
  it('sends a text within the limit as it is', () => {
    const message = 'a'.repeat(limit);
    const content = contentForNetwork({ message, mediaIds: [] }, kind);
    expect(content).toEqual({
      text: message,
      mediaIds: [],
      droppedMediaIds: [],
      length: limit,
      limit,
      overLimit: false,
    });
  });

  it(`never cuts a text over ${limit}: it says the network would refuse it`, () => {
    const message = 'a'.repeat(limit + 1);
    const content = contentForNetwork({ message, mediaIds: [] }, kind);
    expect(content).toMatchObject({ text: message, length: limit + 1, overLimit: true });
  });

  const max = carouselMax(kind);
  it(`keeps the first ${max} images in order and drops the others`, () => {
    const mediaIds = ids(max + 2);
    const content = contentForNetwork({ message: 'Hi', mediaIds }, kind);
    expect(content.mediaIds).toEqual(mediaIds.slice(0, max));
    expect(content.droppedMediaIds).toEqual(mediaIds.slice(max));
  });
});

describe('contentForNetwork media', () => {
  it('drops Twitter images beyond 4', () => {
    const content = contentForNetwork({ message: 'Hi', mediaIds: ids(5) }, 'twitter');
    expect(content.mediaIds).toEqual(ids(4));
    expect(content.droppedMediaIds).toEqual(['img-4']);
  });

  it('keeps 20 Instagram images with the concierge add-on, 10 without', () => {
    const post = { message: 'Hi', mediaIds: ids(22) };
    expect(contentForNetwork(post, 'instagram', { concierge: true }).droppedMediaIds).toEqual([
      'img-20',
      'img-21',
    ]);
    expect(contentForNetwork(post, 'instagram').droppedMediaIds).toHaveLength(12);
  });

  it('does not count videos against the image carousel', () => {
    const media = [
      { id: 'vid', kind: 'video' as const },
      ...ids(5).map((id) => ({ id, kind: 'image' as const })),
    ];
    const content = contentForNetwork({ message: 'Hi', mediaIds: ['vid', ...ids(5)], media }, 'twitter');
    expect(content.mediaIds).toEqual(['vid', ...ids(4)]);
    expect(content.droppedMediaIds).toEqual(['img-4']);
  });
});

describe('textWithLink', () => {
  const link = 'https://example.com/a';
  const none = { images: 0, video: false };
  const image = { images: 1, video: false };
  it('puts the link at the end of the text where the network has no field for it', () => {
    expect(textWithLink('twitter', 'Hi', link, none)).toBe(`Hi\n\n${link}`);
    expect(textWithLink('telegram', 'Hi', link, none)).toBe(`Hi\n\n${link}`);
    expect(textWithLink('bluesky', 'Hi', link, image)).toBe(`Hi ${link}`);
    expect(textWithLink('facebook_page', 'Hi', link, { images: 0, video: true })).toBe(`Hi\n\n${link}`);
  });

  it('leaves the link to its card or field elsewhere, and never writes it twice', () => {
    expect(textWithLink('bluesky', 'Hi', link, none)).toBe('Hi');
    expect(textWithLink('facebook_page', 'Hi', link, none)).toBe('Hi');
    expect(textWithLink('linkedin', 'Hi', link, image)).toBe('Hi');
    expect(textWithLink('twitter', `Read ${link} now`, link, none)).toBe(`Read ${link} now`);
  });

  it('counts the appended link: 255 characters and a link are 280 for X, 256 are over', () => {
    const long = `${link}/${'x'.repeat(80)}`;
    const fits = contentForNetwork({ message: 'a'.repeat(255), link: long, mediaIds: [] }, 'twitter');
    expect(fits).toMatchObject({ length: 280, overLimit: false });
    expect(fits.text.endsWith(long)).toBe(true);
    const over = contentForNetwork({ message: 'a'.repeat(256), link: long, mediaIds: [] }, 'twitter');
    expect(over).toMatchObject({ length: 281, overLimit: true });
  });
});
