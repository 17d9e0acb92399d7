import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';
import { hourCycleOf, timeOfDayOptions, wallTimeText } from './hour-cycle.ts';

const at = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { ...timeOfDayOptions(language), timeZone: 'UTC' }).format(new Date(iso));

describe('hour cycle of a language', () => {
  it('reads English in 12 hours and the five other languages in 24', () => {
    expect(Object.fromEntries(languages.map((language) => [language, hourCycleOf(language)]))).toEqual({
      en: '12h',
      fr: '24h',
      de: '24h',
      es: '24h',
      pt: '24h',
      it: '24h',
    });
  });

  it('goes by the language, not its region, and falls back to English for an unknown one', () => {
    expect(hourCycleOf('en-GB')).toBe('12h');
    expect(hourCycleOf('de-CH')).toBe('24h');
    expect(hourCycleOf('pt_BR')).toBe('24h');
    expect(hourCycleOf('FR')).toBe('24h');
    expect(hourCycleOf('nl')).toBe('12h');
    expect(hourCycleOf('')).toBe('12h');
  });

  it('writes an afternoon and a midnight the way each language reads them', () => {
    expect(at('2030-01-10T14:30:00Z', 'en')).toBe('2:30 PM');
    expect(at('2030-01-10T00:00:00Z', 'en')).toBe('12:00 AM');
    expect(at('2030-01-10T12:05:00Z', 'en')).toBe('12:05 PM');
    for (const language of ['fr', 'de', 'es', 'pt', 'it']) {
      expect(at('2030-01-10T14:30:00Z', language)).toBe('14:30');
      expect(at('2030-01-10T00:00:00Z', language)).toBe('00:00');
      expect(at('2030-01-10T09:05:00Z', language)).toBe('09:05');
    }
  });

  it('writes a wall-clock time of a time slot in the language', () => {
    expect(wallTimeText('17:45', 'en')).toBe('5:45 PM');
    expect(wallTimeText('00:00', 'en')).toBe('12:00 AM');
    expect(wallTimeText('17:45', 'de')).toBe('17:45');
    expect(wallTimeText('09:05', 'it')).toBe('09:05');
  });
});
