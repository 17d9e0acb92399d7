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

  it('tells the wait of too_many_attempts in seconds under a minute, else in whole minutes', () => {
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
    expect(translateError(t(), throttled(60))).toBe('Too many attempts. Try again in 1 minute.');
    expect(translateError(t(), throttled(20))).toBe('Too many attempts. Try again in 20 seconds.');
    expect(translateError(t(), throttled(1))).toBe('Too many attempts. Try again in 1 second.');
    expect(translateError(t(), throttled())).toBe('Too many attempts. Wait a few minutes and try again.');
  });

  it('tells the wait of too_many_requests', () => {
    const limited = (seconds?: number) =>
      new ApiError(
        'too_many_requests',
        429,
        'x',
        {},
        seconds === undefined ? {} : { retryAfterSeconds: seconds },
      );
    expect(translateError(t(), limited(3))).toBe('Too many requests. Try again in 3 seconds.');
    expect(translateError(t(), limited(600))).toBe('Too many requests. Try again in 10 minutes.');
    expect(translateError(t(), limited())).toBe('Too many requests. Wait a moment and try again.');
  });

  it("names the kind's limit of a file too large, and the account's quota, in the reader's units", async () => {
    const tooLarge = (kind: string) =>
      new ApiError('media_too_large', 413, 'x', {}, { kind, maxBytes: 50 * 1024 * 1024 });
    expect(translateError(t(), tooLarge('image'))).toBe(
      'This image is too large: images are limited to 50 MB.',
    );
    expect(
      translateError(
        t(),
        new ApiError('media_too_large', 413, 'x', {}, { kind: 'video', maxBytes: 1024 ** 3 }),
      ),
    ).toBe('This video is too large: videos are limited to 1 GB.');
    expect(translateError(t(), tooLarge('hologram'))).toBe('This file is too large for its type.');
    const full = new ApiError(
      'storage_quota_exceeded',
      413,
      'x',
      {},
      { quotaBytes: 5 * 1024 ** 3, usedBytes: 1.25 * 1024 ** 3 },
    );
    expect(translateError(t(), full)).toBe(
      "This file does not fit in your account's storage (1.3 GB of 5 GB used). Delete files you no longer need, then try again.",
    );
    await i18next.loadLanguages('fr');
    // French puts a no-break space between a number and its unit.
    expect(translateError(i18next.getFixedT('fr'), full).replace(/\s/g, ' ')).toBe(
      "Ce fichier ne tient pas dans l'espace de stockage de votre compte (1,3 Go utilisés sur 5 Go). Supprimez les fichiers dont vous n'avez plus besoin, puis réessayez.",
    );
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

describe('translateError: plans and payments', () => {
  beforeAll(async () => {
    await i18next.loadLanguages(['fr', 'de']);
    await i18next.loadNamespaces(['errors', 'billing']);
  });
  const planLimit = (details: Record<string, unknown>) => new ApiError('plan_limit', 403, 'x', {}, details);
  const declined = (declineCode?: string) =>
    new ApiError('payment_failed', 402, 'x', {}, declineCode === undefined ? {} : { declineCode });

  it('names the count the plan reached, with its number', () => {
    expect(translateError(t(), planLimit({ plan: 'free', limit: 'pages', max: 1 }))).toBe(
      'Your plan does not allow this action: it includes 1 page.',
    );
    expect(
      translateError(t(), planLimit({ plan: 'standard', limit: 'scheduledPostsPerMonth', max: 2000 })),
    ).toBe('Your plan does not allow this action: it allows 2,000 scheduled posts a month.');
    expect(
      translateError(i18next.getFixedT('fr'), planLimit({ plan: 'starter', limit: 'bots', max: 10 })),
    ).toBe('Votre offre ne permet pas cette action : elle comprend 10 bots.');
  });

  it('names the feature the plan lacks, and says the plain refusal without details', () => {
    expect(translateError(t(), planLimit({ plan: 'starter', feature: 'pdfExport' }))).toBe(
      'Your plan does not allow this action: report PDFs, scheduled reports and API keys are not included.',
    );
    for (const details of [{}, { feature: 'a_feature_added_later' }, { limit: 'pages' }]) {
      expect(translateError(t(), planLimit(details))).toBe(
        'Your plan does not allow this action. Change your plan to unlock it.',
      );
    }
  });

  it('says a declined card’s reason kindly, a new code as a generic decline, no code as a failed payment', () => {
    expect(translateError(t(), declined('insufficient_funds'))).toBe(
      'Your card has insufficient funds. Try another card or contact your bank.',
    );
    expect(translateError(i18next.getFixedT('de'), declined('expired_card'))).toBe(
      'Ihre Karte ist abgelaufen. Versuchen Sie es mit einer anderen Karte.',
    );
    expect(translateError(t(), declined('a_code_stripe_adds_later'))).toBe(
      'Your card was declined. Try another card or contact your bank.',
    );
    expect(translateError(t(), declined())).toBe(
      'The payment failed. Try another payment method or contact your bank.',
    );
  });
});
