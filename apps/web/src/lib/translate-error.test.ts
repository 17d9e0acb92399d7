import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n/index.ts';
import { ApiError } from './api.ts';
import { retryAfterMinutes, translateError } from './translate-error.ts';

beforeAll(async () => {
  await setupI18n('en');
  await i18next.loadNamespaces('errors');
});

const t = () => i18next.getFixedT('en');

describe('translateError', () => {
  it('translates a server key', () => {
    expect(translateError(t(), new ApiError('bad_credentials', 401, 'x'))).toBe(
      'Wrong e-mail address or password.',
    );
    expect(translateError(t(), new ApiError('network_error', 0, 'x'))).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
  });

  it('tells the wait of too_many_attempts in whole minutes', () => {
    const throttled = (seconds?: number) =>
      new ApiError(
        'too_many_attempts',
        429,
        'x',
        {},
        seconds === undefined ? {} : { retryAfterSeconds: seconds },
      );
    expect(translateError(t(), throttled(900))).toBe('Too many attempts. Try again in 15 minutes.');
    expect(translateError(t(), throttled(61))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(translateError(t(), throttled(20))).toBe('Too many attempts. Try again in 1 minute.');
    expect(translateError(t(), throttled())).toBe('Too many attempts. Wait a few minutes and try again.');
  });

  it('uses the plural forms of each language', async () => {
    await i18next.loadLanguages('fr');
    const error = new ApiError('too_many_attempts', 429, 'x', {}, { retryAfterSeconds: 60 });
    expect(translateError(i18next.getFixedT('fr'), error)).toBe(
      'Trop de tentatives. Réessayez dans 1 minute.',
    );
  });

  it('translates validation keys with the password limits', () => {
    expect(translateError(t(), 'validation.required')).toBe('This field is required.');
    expect(translateError(t(), 'validation.password_too_short')).toBe(
      'The password needs at least 10 characters.',
    );
  });

  it('falls back to the generic message for anything unknown', () => {
    expect(translateError(t(), new Error('boom'))).toBe('An error occurred');
    expect(translateError(t(), 'validation.from_a_newer_server')).toBe('An error occurred');
    expect(translateError(t(), new ApiError('brand_new_key' as 'internal_error', 500, 'x'))).toBe(
      'An error occurred',
    );
  });
});

describe('retryAfterMinutes', () => {
  it('ignores a missing or nonsensical value', () => {
    expect(retryAfterMinutes({})).toBeUndefined();
    expect(retryAfterMinutes({ retryAfterSeconds: 'soon' })).toBeUndefined();
    expect(retryAfterMinutes({ retryAfterSeconds: -5 })).toBeUndefined();
  });
});
