import { describe, expect, it } from 'vitest';
import { cardBrandName, cardExpiry, walletName } from './payment-method-words.ts';

describe('payment method words', () => {
  it('names brands and wallets as their owners do', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('new_brand')).toBe('New brand');
    expect(walletName('apple_pay')).toBe('Apple Pay');
    expect(walletName('some_wallet')).toBe('Some wallet');
  });

  it('writes an expiry as MM/YYYY', () => {
    expect(cardExpiry(4, 2030)).toBe('04/2030');
    expect(cardExpiry(12, 2031)).toBe('12/2031');
  });
});
