import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { countGraphemes, countText, networkTextLength, xWeightedLength } from './text-length.ts';

/** Texts that each count differently: CJK, emoji sequences, combining marks, links, mentions, tags. */
const corpus = [
  'Hello world',
  '日本語のテキストです。東京で会いましょう！',
  '한국어 텍스트와 中文字符 mixed with English',
  'Family 👨‍👩‍👧‍👦 and couple 👩‍❤️‍👨 (ZWJ sequences)',
  'Flags 🇫🇷🇯🇵🇧🇷 and 🏳️‍🌈 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'Skin tones 👍🏽👋🏿🧑🏻‍💻',
  'Keycaps 1️⃣ #️⃣ and ❤️ with a variation selector',
  'Combining marks: e\u0301te\u0301, n\u0303, Z\u0351\u0352a\u0353l\u0354g\u0355o',
  'Precomposed été and decomposed e\u0301te\u0301 (NFC for X)',
  'Devanagari हिन्दी and Thai ภาษาไทย',
  'Read https://example.com/a/really/long/path/that/goes/on/and/on?with=query&and=more#fragment now',
  'Bare domains example.com and www.pagewise.io/page count as links on X',
  'Two links http://a.co and https://t.co/abc',
  'Thanks @alice and @bob_2, cc @équipe #summer #été2025 $TWTR',
  'Mixed: 今日は @pagewise で #新機能 を発表 https://pagewise.io/ja/news 🎉🎉',
  'Quotes “smart” ‘single’ – dash — emdash … ellipsis',
  'Arabic نص عربي and Hebrew טקסט',
  `${'長'.repeat(150)}`,
  `${'😀'.repeat(141)}`,
  '',
];

describe('X counts as twitter-text', () => {
  it.each(corpus)('%s', (text) => {
    expect(xWeightedLength(text)).toBe(twitterText.parseTweet(text).weightedLength);
    expect(networkTextLength('twitter', text)).toBe(twitterText.parseTweet(text).weightedLength);
  });

  it('weighs a URL 23, CJK and emoji 2', () => {
    expect(xWeightedLength(`https://example.com/${'x'.repeat(100)}`)).toBe(23);
    expect(xWeightedLength('日本')).toBe(4);
    expect(xWeightedLength('👨‍👩‍👧‍👦')).toBe(2);
    // 200 Japanese characters are 400 for X: over 280.
    expect(networkTextLength('twitter', '語'.repeat(200))).toBe(400);
  });
});

describe('Bluesky counts graphemes', () => {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  it.each(corpus)('%s', (text) => {
    expect(networkTextLength('bluesky', text)).toBe([...segmenter.segment(text)].length);
  });

  it('counts an emoji sequence, a flag or a letter with its marks as one', () => {
    expect(countGraphemes('👨‍👩‍👧‍👦')).toBe(1);
    expect(countGraphemes('🇫🇷')).toBe(1);
    expect(countGraphemes('👍🏽')).toBe(1);
    expect(countGraphemes('e\u0301')).toBe(1);
  });
});

describe('other networks count as they document', () => {
  it('Telegram and TikTok count UTF-16 units, YouTube UTF-8 bytes, the others code points', () => {
    expect(networkTextLength('telegram', '😀a')).toBe(3);
    expect(networkTextLength('tiktok', '😀a')).toBe(3);
    expect(networkTextLength('youtube', 'é😀')).toBe(6);
    expect(networkTextLength('linkedin', 'é😀')).toBe(2);
    expect(networkTextLength('instagram', 'e\u0301')).toBe(2);
  });

  it('Threads counts emoji as their UTF-8 bytes', () => {
    expect(networkTextLength('threads', 'ab')).toBe(2);
    expect(networkTextLength('threads', '😀')).toBe(4);
    expect(networkTextLength('threads', '❤️')).toBe(6);
    expect(networkTextLength('threads', '日本')).toBe(2);
    expect(countText('👍🏽', 'threads')).toBe(8);
  });
});
