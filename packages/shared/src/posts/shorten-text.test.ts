import { describe, expect, it } from 'vitest';
import { networkTextLength } from '../networks/text-length.ts';
import { contentForNetwork } from './network-content.ts';
import { keptSpans, shortenForNetwork, shortenText } from './shorten-text.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('shortenText', () => {
  it('leaves a text that fits as it is', () => {
    expect(shortenText('short', () => true)).toBe('short');
  });

  it('cuts the free text at a word end, with an ellipsis', () => {
    const shortened = shortenText('one two three four five', (text) => [...text].length <= 14);
    expect(shortened).toBe('one two three…');
  });

  it('keeps links, mentions and hashtags whole and in place', () => {
    const text = `Big news @alice ${words(40)} https://example.com/post?id=1 #launch #news`;
    const shortened = shortenText(text, (candidate) => [...candidate].length <= 100) ?? '';
    expect([...shortened].length).toBeLessThanOrEqual(100);
    for (const kept of ['@alice', 'https://example.com/post?id=1', '#launch', '#news'])
      expect(shortened).toContain(kept);
    expect(shortened.startsWith('Big news @alice word0')).toBe(true);
    expect(shortened).toContain('…');
  });

  it('keeps the hashtags line and the link on their own lines', () => {
    const text = `${words(60)}\n\n#tech #ai\n\nhttps://example.com/article`;
    const shortened = shortenText(text, (candidate) => candidate.length <= 120) ?? '';
    expect(shortened).toMatch(/…\n\n#tech #ai\n\nhttps:\/\/example\.com\/article$/);
  });

  it('gives up when the kept parts alone do not fit', () => {
    expect(shortenText(`hello https://example.com/${'x'.repeat(50)}`, (text) => text.length < 20)).toBeNull();
  });

  it('finds links as X does, bare domains included', () => {
    const text = 'see pagewise.io/pricing and @bob';
    expect(keptSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'pagewise.io/pricing',
      '@bob',
    ]);
  });
});

describe('shortenForNetwork', () => {
  const link = `https://example.com/${'long-path/'.repeat(5)}`;

  it('fits X, link field included, without breaking the link', () => {
    const post = { message: `${words(60)} @pagewise #launch`, link, mediaIds: [] };
    expect(contentForNetwork(post, 'twitter').overLimit).toBe(true);
    const message = shortenForNetwork(post, 'twitter') ?? '';
    const sent = contentForNetwork({ ...post, message }, 'twitter');
    expect(sent.overLimit).toBe(false);
    expect(sent.length).toBeGreaterThan(260);
    expect(sent.text.endsWith(`\n\n${link}`)).toBe(true);
    expect(message).toContain('@pagewise');
    expect(message).toContain('#launch');
  });

  it('fits X with CJK text weighing 2', () => {
    const message = `${'語'.repeat(200)} #日本`;
    const shortened = shortenForNetwork({ message, mediaIds: [] }, 'twitter') ?? '';
    expect(networkTextLength('twitter', shortened)).toBeLessThanOrEqual(280);
    expect(networkTextLength('twitter', shortened)).toBeGreaterThan(270);
    expect(shortened.endsWith('… #日本')).toBe(true);
  });

  it('fits Bluesky in graphemes, keeping a link in the text whole', () => {
    const message = `${'👨‍👩‍👧 '.repeat(200)}${link}`;
    const shortened = shortenForNetwork({ message, mediaIds: [] }, 'bluesky') ?? '';
    expect(networkTextLength('bluesky', shortened)).toBeLessThanOrEqual(300);
    expect(shortened.endsWith(link)).toBe(true);
  });
});
