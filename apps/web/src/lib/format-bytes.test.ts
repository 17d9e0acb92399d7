import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatBytes', () => {
  it('reads a weight in the largest binary unit it reaches, in the language', () => {
    expect(formatBytes(1.2 * 1024 ** 3, 'en')).toBe('1.2 GB');
    expect(formatBytes(5 * 1024 ** 3, 'en')).toBe('5 GB');
    expect(formatBytes(50 * 1024 ** 2, 'en')).toBe('50 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(300, 'en')).toBe('0.3 kB');
    expect(spaces(formatBytes(1.2 * 1024 ** 3, 'fr'))).toBe('1,2 Go');
    expect(spaces(formatBytes(1.2 * 1024 ** 3, 'de'))).toBe('1,2 GB');
  });
});
