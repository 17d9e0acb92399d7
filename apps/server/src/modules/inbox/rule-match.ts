/** A text as the bad-words rule compares it: lower-case, accents removed (é → e, ß stays). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first banned word (or phrase) found in a text as a whole word: "spam" matches "Spam!" and
 * "SPÂM", not "spammer". Case and accents are ignored on both sides. The word as it is listed.
 */
export function findBadWord(text: string, words: readonly string[]): string | null {
  const folded = foldText(text);
  for (const word of words) {
    const needle = foldText(word.trim());
    if (!needle) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${literal(needle)}(?![\\p{L}\\p{N}_])`, 'u');
    if (pattern.test(folded)) return word;
  }
  return null;
}
