import { readFileSync } from 'node:fs';
import { declineCodes } from '@pagewise/shared/billing';
import { describe, expect, it } from 'vitest';
import { fakeCardNumber } from './test-cards.ts';

// The README's table is what e2e authors read: it must say the numbers the fake knows, for every
// decline code of the product's list (a code added there needs a row here).
describe('README.md', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  it.each(declineCodes)('lists the fake-only card of %s', (code) => {
    const spaced = fakeCardNumber(code).replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(readme).toContain(`| \`${code}\` | ${spaced} |`);
  });
});
