import { describe, expect, it } from 'vitest';
import { formatDuration, shorten } from './format.ts';

describe('formatDuration', () => {
  it('picks milliseconds, seconds or minutes by size', () => {
    expect(formatDuration(35, 'en')).toBe('35 ms');
    expect(formatDuration(400, 'en')).toBe('0.4 sec');
    expect(formatDuration(12_340, 'en')).toBe('12.3 sec');
    expect(formatDuration(150_000, 'en')).toBe('2.5 min');
  });

  it('writes the number and unit in the user language', () => {
    // French puts a no-break space between the number and its unit.
    expect(formatDuration(400, 'fr').replace(/\s/g, ' ')).toBe('0,4 s');
  });

  it('reads an early publication as on time', () => {
    expect(formatDuration(-20, 'en')).toBe('0 ms');
  });
});

describe('shorten', () => {
  it('keeps a short text and cuts a long one at a word', () => {
    expect(shorten('Fresh  bread\nthis morning', 80)).toBe('Fresh bread this morning');
    expect(shorten('Fresh bread this morning', 15)).toBe('Fresh bread…');
  });
});
