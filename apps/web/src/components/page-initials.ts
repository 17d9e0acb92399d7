/** Up to two letters standing for a page: the first letters of its first two words ("Boulangerie Durand" → "BD"). */
export function pageInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/**
 * Grounds for the initials, dark enough that white letters pass WCAG AA (≥ 4.5:1) on each, in light and
 * dark mode alike (Mantine's shade 9 of blue, indigo, violet, grape, pink, red, teal and cyan).
 */
export const initialsGrounds = [
  '#1864ab',
  '#364fc7',
  '#5f3dc4',
  '#862e9c',
  '#a61e4d',
  '#c92a2a',
  '#087f5b',
  '#0b7285',
] as const;

/** The same page always gets the same ground; pages with other names mostly get others. */
export function initialsGround(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return initialsGrounds[hash % initialsGrounds.length] ?? initialsGrounds[0];
}
