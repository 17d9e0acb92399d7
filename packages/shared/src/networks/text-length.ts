/// <reference path="./twitter-text-parts.d.ts" />
import parseTweet from 'twitter-text/dist/parseTweet.js';
import type { NetworkKind } from './kinds.ts';
import { networkRules, type TextCounting } from './rules.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8 = new TextEncoder();
// What Threads counts as emoji: pictographs, flags' letters, skin tones, joiners and variation selectors.
const emojiPart = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f/u;

export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** The text's length as X counts it: `parseTweet(text).weightedLength` of X's `twitter-text`. */
export function xWeightedLength(text: string): number {
  return parseTweet(text).weightedLength;
}

function threadsLength(text: string): number {
  let count = 0;
  for (const point of text) count += emojiPart.test(point) ? utf8.encode(point).byteLength : 1;
  return count;
}

export function countText(text: string, counting: TextCounting): number {
  switch (counting) {
    case 'x_weighted':
      return xWeightedLength(text);
    case 'graphemes':
      return countGraphemes(text);
    case 'code_points':
      return [...text].length;
    case 'threads':
      return threadsLength(text);
    case 'utf16':
      return text.length;
    case 'utf8_bytes':
      return utf8.encode(text).byteLength;
  }
}

/** The text's length as the network counts it, to compare with `networkRules[kind].text.maxLength`. */
export function networkTextLength(kind: NetworkKind, text: string): number {
  return countText(text, networkRules[kind].text.counts);
}
