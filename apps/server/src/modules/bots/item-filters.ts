/** What the filters read of an item: its title and summary. */
export type FilteredItem = { title: string; summary: string };

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `word` as a whole word (or phrase) of `text`, whatever the case: "war" is in "The war ends" but
 * not in "software". Letters of every alphabet count as word characters.
 */
export function containsWord(text: string, word: string): boolean {
  const wanted = word.trim();
  if (wanted === '') return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}

const textOf = (item: FilteredItem) => `${item.title}\n${item.summary}`;

/** The first banned word (blacklist, spec §3) the item's title or summary holds, or null. */
export function bannedWordIn(item: FilteredItem, bannedWords: readonly string[]): string | null {
  const text = textOf(item);
  return bannedWords.find((word) => containsWord(text, word)) ?? null;
}

/** Inclusion tags (spec §3): when the bot has some, an item must hold at least one. */
export function hasInclusionTag(item: FilteredItem, tags: readonly string[]): boolean {
  if (tags.length === 0) return true;
  const text = textOf(item);
  return tags.some((tag) => containsWord(text, tag));
}
