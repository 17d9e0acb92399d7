import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('writes euros the way each language does', () => {
    expect(formatMoney(1900, 'en')).toBe('€19.00');
    expect(formatMoney(1583, 'en')).toBe('€15.83');
    expect(formatMoney(49000, 'fr').replace(/\s/g, ' ')).toBe('490,00 €');
    expect(formatMoney(1950, 'de').replace(/\s/g, ' ')).toBe('19,50 €');
  });

  it('reads a currency Stripe writes in lower case', () => {
    expect(formatMoney(1000, 'en', 'usd')).toBe('$10.00');
  });
});
