/// <reference path="../networks/twitter-text-parts.d.ts" />
import extractUrlsWithIndices from 'twitter-text/dist/extractUrlsWithIndices.js';
import type { NetworkKind } from '../networks/kinds.ts';
import {
  contentForNetwork,
  hashtagPattern,
  mentionPattern,
  type NetworkContentSource,
} from './network-content.ts';

const ellipsis = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const webAddress = /\bhttps?:\/\/[^\s<>"]+/giu;

type Span = { start: number; end: number };

/**
 * The parts of a text that are never cut: links (written with `http(s)://`, or as X recognises
 * them, "example.com/page"), `@mentions` and `#hashtags`. Sorted, without overlaps.
 */
export function keptSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [webAddress, mentionPattern, hashtagPattern])
    for (const match of text.matchAll(pattern))
      spans.push({ start: match.index, end: match.index + match[0].length });
  for (const { indices } of extractUrlsWithIndices(text)) spans.push({ start: indices[0], end: indices[1] });
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The whitespace left of a dropped stretch of free text, to separate the kept spans around it. */
function separatorOf(gap: string): string {
  if (gap.trim() === '') return gap;
  const trailing = /\s*$/u.exec(gap)?.[0] ?? '';
  if (trailing !== '') return trailing;
  return /^\s/u.test(gap) ? ' ' : '';
}

/**
 * The text with only the first `keep` graphemes of its free text (what is not a link, a mention
 * or a hashtag), cut at a word's end where the cut stretch has one, followed by '…'; every kept
 * span stays whole and in place, and the free text after the cut is dropped.
 */
function cutAfter(text: string, spans: Span[], keep: number): string {
  let out = '';
  let budget = keep;
  let cut = false;
  let position = 0;
  const gaps: [string, Span | null][] = [];
  for (const span of spans) {
    gaps.push([text.slice(position, span.start), span]);
    position = span.end;
  }
  gaps.push([text.slice(position), null]);
  for (const [gap, span] of gaps) {
    if (cut) {
      if (span) out += separatorOf(gap);
    } else {
      const parts = [...graphemes.segment(gap)].map((part) => part.segment);
      if (parts.length <= budget) {
        out += gap;
        budget -= parts.length;
      } else {
        let kept = parts.slice(0, budget).join('');
        const atWord = parts[budget] !== undefined && /\s/u.test(parts[budget] ?? '');
        if (!atWord && /\s/u.test(kept)) kept = kept.replace(/\S+$/u, '');
        out += `${kept.trimEnd()}${ellipsis}${span ? (/\s*$/u.exec(gap)?.[0] ?? '') : ''}`;
        cut = true;
      }
    }
    if (span) out += text.slice(span.start, span.end);
  }
  return out;
}

/**
 * The text shortened until `fits` accepts it: its free text cut from the end, links, mentions
 * and hashtags kept whole. The text as it is when it fits already; null when even the kept
 * parts alone do not fit.
 */
export function shortenText(text: string, fits: (candidate: string) => boolean): string | null {
  if (fits(text)) return text;
  const spans = keptSpans(text);
  const count = (part: string) => [...graphemes.segment(part)].length;
  const free = spans.reduce((total, span) => total - count(text.slice(span.start, span.end)), count(text));
  // The longest cut that fits: lengths grow with what is kept, so a binary search finds it.
  let low = 0;
  let high = free - 1;
  if (!fits(cutAfter(text, spans, 0))) return null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(cutAfter(text, spans, middle))) low = middle;
    else high = middle - 1;
  }
  return cutAfter(text, spans, low);
}

/**
 * "Shorten for this network": the message cut so that the text the network receives (the link
 * added where the network puts it in the text) is within its limit, the link, mentions and
 * hashtags whole. Null when the kept parts alone are over the limit.
 */
export function shortenForNetwork(
  post: NetworkContentSource,
  kind: NetworkKind,
  options: { concierge?: boolean } = {},
): string | null {
  return shortenText(
    post.message,
    (message) => !contentForNetwork({ ...post, message }, kind, options).overLimit,
  );
}
