import { describe, expect, it } from 'vitest';
import { findBadWord, foldText } from './rule-match.ts';

describe('the bad-words rule', () => {
  it('finds a listed word whatever its case and accents, on both sides', () => {
    expect(findBadWord('This is SPÂM, really', ['spam'])).toBe('spam');
    expect(findBadWord('quelle arnaque', ['Arnaqué'])).toBe('Arnaqué');
    expect(findBadWord('Spam!', ['spam'])).toBe('spam');
  });

  it('matches whole words only', () => {
    expect(findBadWord('a spammer wrote', ['spam'])).toBeNull();
    expect(findBadWord('antispam filter', ['spam'])).toBeNull();
    expect(findBadWord('spam_bot', ['spam'])).toBeNull();
  });

  it('matches a listed phrase and words next to punctuation or at the edges', () => {
    expect(findBadWord('Buy   now... free money!', ['free money'])).toBe('free money');
    expect(findBadWord('(scam)', ['scam'])).toBe('scam');
    expect(findBadWord('scam', ['scam'])).toBe('scam');
  });

  it('reads listed words literally, never as patterns', () => {
    expect(findBadWord('a+b', ['a+b'])).toBe('a+b');
    expect(findBadWord('aab', ['a+b'])).toBeNull();
    expect(findBadWord('anything', ['.*'])).toBeNull();
  });

  it('folds accents and case', () => {
    expect(foldText('Ärger ÉTÉ Ñu')).toBe('arger ete nu');
  });
});
