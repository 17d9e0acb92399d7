import { describe, expect, it } from 'vitest';

/** Every screen's source, to find its loading placeholders. */
const sources = import.meta.glob<string>(['../features/**/*.tsx', '../app/**/*.tsx', '!**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * A Skeleton is a plain div: a name on it is forbidden to assistive technology (axe
 * `aria-prohibited-attr`) unless it also says what it is. A loading placeholder is a status.
 */
function namedWithoutRole(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<Skeleton\b[^>]*?\/?>/gs)) {
    if (/aria-label/.test(match[0]) && !/role=/.test(match[0])) {
      found.push(`${file}:${source.slice(0, match.index).split('\n').length}`);
    }
  }
  return found;
}

describe('loading placeholders', () => {
  it('that are named say they are a status (role="status")', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const found = Object.entries(sources).flatMap(([file, source]) => namedWithoutRole(file, source));
    expect(found).toEqual([]);
  });
});
