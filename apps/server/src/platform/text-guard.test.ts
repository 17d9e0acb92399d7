import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { maxInputDepth, refuseUnsafeInput } from './text-guard.ts';

function refusal(input: unknown): AppError | undefined {
  try {
    refuseUnsafeInput(input);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('the text guard', () => {
  it('lets ordinary input through, emoji and accents included', () => {
    expect(
      refusal({
        name: 'Zürich 👩‍👩‍👧‍👦',
        tags: ['été', '\u202Eright-to-left'],
        nested: { deep: [[{ a: 1 }]] },
      }),
    ).toBeUndefined();
    expect(refusal(nestedArrays(maxInputDepth))).toBeUndefined();
    expect(refusal(undefined)).toBeUndefined();
  });

  it('refuses nesting beyond the limit with too_deep, naming the outer field, however deep', () => {
    for (const depth of [maxInputDepth + 1, 10_000, 500_000]) {
      const error = refusal({ email: nestedArrays(depth) });
      expect(error?.key, `depth ${depth}`).toBe('too_deep');
      expect(error?.status).toBe(400);
      expect(error?.fields).toEqual({ email: 'validation.too_deep' });
      expect(error?.details).toEqual({ maxDepth: maxInputDepth });
    }
    expect(refusal(nestedArrays(maxInputDepth + 1))?.fields).toEqual({ body: 'validation.too_deep' });
  });

  it('names every field holding a NUL or an unpaired surrogate, in values and in keys', () => {
    const error = refusal({
      firstname: 'Ann\ud800',
      lastname: 'x\u0000',
      tags: ['fine', 'broken \ud83d'],
      options: { 'bad\udc00key': 'value', fine: '😀' },
      low: '\udc00 first',
    });
    expect(error?.key).toBe('invalid_data');
    expect(error?.fields).toEqual({
      firstname: 'validation.invalid_characters',
      lastname: 'validation.invalid_characters',
      'tags.1': 'validation.invalid_characters',
      'options.bad\udc00key': 'validation.invalid_characters',
      low: 'validation.invalid_characters',
    });
  });

  it('lists a bounded number of fields for a body full of bad text', () => {
    const error = refusal(Array.from({ length: 10_000 }, () => '\u0000'));
    expect(Object.keys(error?.fields ?? {}).length).toBeLessThanOrEqual(50);
  });
});
