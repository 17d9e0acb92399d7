import { describe, expect, it } from 'vitest';
import { backoffSeconds, maxAttempts } from './settings.ts';

/** A seeded source of [0, 1) (mulberry32), so the spread below is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('retry back-off', () => {
  it('stays between half of 2^n seconds and 2^n, capped at 10 minutes', () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      const ceiling = Math.min(600, 2 ** attempt);
      expect(backoffSeconds(attempt, () => 0)).toBe(ceiling / 2);
      expect(backoffSeconds(attempt, () => 0.999_999)).toBeLessThan(ceiling);
      expect(backoffSeconds(attempt, () => 0.999_999)).toBeGreaterThan(ceiling * 0.99);
    }
    // A source outside [0, 1) cannot push the wait out of its bounds.
    expect(backoffSeconds(3, () => 7)).toBe(8);
    expect(backoffSeconds(3, () => -1)).toBe(4);
  });

  it('spreads 1,000 posts that failed at the same moment over their window', () => {
    const failedAt = Date.parse('2026-11-27T09:00:00Z');
    const random = seeded(16);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const ceiling = Math.min(600, 2 ** attempt);
      const retries = Array.from({ length: 1000 }, () => failedAt + backoffSeconds(attempt, random) * 1000);
      for (const at of retries) {
        expect(at).toBeGreaterThanOrEqual(failedAt + (ceiling / 2) * 1000);
        expect(at).toBeLessThanOrEqual(failedAt + ceiling * 1000);
      }
      // Not one moment: the retries fall on many distinct milliseconds, and no tenth of the
      // window takes more than a fifth of them.
      expect(new Set(retries).size).toBeGreaterThan(900);
      const tenths = new Map<number, number>();
      for (const at of retries) {
        const tenth = Math.min(9, Math.floor(((at - failedAt) / 1000 - ceiling / 2) / (ceiling / 20)));
        tenths.set(tenth, (tenths.get(tenth) ?? 0) + 1);
      }
      expect(tenths.size).toBe(10);
      expect(Math.max(...tenths.values())).toBeLessThan(200);
    }
  });
});
