import { describe, expect, it } from 'vitest';
import { networkKinds } from '../networks/kinds.ts';
import { networkRules } from '../networks/rules.ts';
import {
  carouselMax,
  contentForNetwork,
  countHashtags,
  countMentions,
  textLength,
  truncateText,
} from './network-content.ts';

const ids = (count: number, prefix = 'img') =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

describe('textLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(textLength('héllo')).toBe(5);
  });
});

describe('truncateText', () => {
  it('leaves a text within the limit alone', () => {
    expect(truncateText('hello', 5)).toEqual({ text: 'hello', truncated: false });
  });

  it('cuts to the limit, ellipsis included', () => {
    expect(truncateText('hello world', 8)).toEqual({ text: 'hello w…', truncated: true });
  });

  it('drops the spaces before the ellipsis', () => {
    expect(truncateText('hello world', 7)).toEqual({ text: 'hello…', truncated: true });
  });

  it('never cuts an emoji in half', () => {
    const { text } = truncateText('😀'.repeat(10), 5);
    expect(text).toBe(`${'😀'.repeat(4)}…`);
  });
});

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

  it('sends a text within the limit as it is', () => {
    const message = 'a'.repeat(rules.text.maxLength);
    const content = contentForNetwork({ message, mediaIds: [] }, kind);
    expect(content).toEqual({ text: message, mediaIds: [], truncated: false, droppedMediaIds: [] });
  });

  it(`cuts a text over ${rules.text.maxLength} code points, ending with an ellipsis`, () => {
    const content = contentForNetwork({ message: '😀'.repeat(rules.text.maxLength + 1), mediaIds: [] }, kind);
    expect(content.truncated).toBe(true);
    expect(textLength(content.text)).toBe(rules.text.maxLength);
    expect(content.text.endsWith('😀…')).toBe(true);
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
