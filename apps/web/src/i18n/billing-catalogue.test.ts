import { declineCodes, subscriptionStates } from '@pagewise/shared/billing';
import { languages } from '@pagewise/shared/languages';
import { planFeatures, planIds, planLimits } from '@pagewise/shared/plans';
import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueEntries } from './catalogue-entries.ts';

const files = import.meta.glob<Catalogue>('./*/{billing,errors}.json', { eager: true, import: 'default' });
const entries = (language: string, namespace: string) =>
  new Map(catalogueEntries(files[`./${language}/${namespace}.json`] ?? {}));
const english = entries('en', 'billing');
const others = languages.filter((language) => language !== 'en');

/** The keys the plan and billing screens build from the shared constants, which no source scan finds. */
const built = [
  ...declineCodes.map((code) => `decline.${code}`),
  ...planIds.flatMap((plan) => [`plans.${plan}`, `taglines.${plan}`]),
  ...planLimits.flatMap((limit) => [
    `rows.${limit}_one`,
    `rows.${limit}_other`,
    `rows.${limit}Unlimited`,
    `usage.${limit}`,
  ]),
  ...planFeatures.map((feature) => `rows.${feature}`),
  ...subscriptionStates.map((state) => `status.state.${state}`),
  ...['feedMinutes', 'feedHours', 'feedDays'].flatMap((unit) => [`rows.${unit}_one`, `rows.${unit}_other`]),
];

describe('billing catalogue', () => {
  it('has a message for every Stripe decline code, every plan, count, feature and state', () => {
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has the plan prompt for every count and feature in the errors catalogue', () => {
    const errors = entries('en', 'errors');
    const needed = [
      ...planLimits.flatMap((limit) => [`planLimit.limit.${limit}_one`, `planLimit.limit.${limit}_other`]),
      ...planFeatures.map((feature) => `planLimit.feature.${feature}`),
    ];
    expect(needed.filter((key) => !errors.has(key))).toEqual([]);
  });

  it.each(others)('says every sentence in %s, not in English', (language) => {
    // Words the languages share (PDF, Bots, Premium) may read the same; sentences may not.
    const untranslated = [...entries(language, 'billing')]
      .filter(([key, text]) => english.get(key) === text && text.split(' ').length > 2)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(languages)('names no decline in %s with a placeholder or a code left in it', (language) => {
    const messages = [...entries(language, 'billing')].filter(([key]) => key.startsWith('decline.'));
    expect(messages).toHaveLength(declineCodes.length);
    expect(messages.filter(([, text]) => /{{|_|\b[a-z]+_[a-z]+\b/.test(text)).map(([key]) => key)).toEqual(
      [],
    );
  });

  it('says the SEPA mandate’s refund right and debit notice in every language', () => {
    for (const language of languages) {
      const mandate = entries(language, 'billing').get('methodDialog.sepa.mandate') ?? '';
      expect(mandate, language).toMatch(/\b8\b/);
      expect(mandate, language).toMatch(/\b2\b/);
      expect(mandate, language).toMatch(/Stripe/);
    }
  });
});
