import { describe, expect, it } from 'vitest';
import { errorKeys, errorResponse, errorStatus } from './errors.ts';

describe('error catalogue', () => {
  it('gives every key an HTTP error status, and keeps 500 for the unexpected alone', () => {
    for (const key of errorKeys) expect(errorStatus[key]).toBeGreaterThanOrEqual(400);
    expect(errorKeys.filter((key) => errorStatus[key] === 500)).toEqual(['internal_error']);
  });

  it('describes the one error shape', () => {
    expect(
      errorResponse.safeParse({
        error: { key: 'invalid_data', message: 'x', fields: { email: 'validation.email' } },
      }).success,
    ).toBe(true);
    expect(errorResponse.safeParse({ error: { key: 'made_up', message: 'x' } }).success).toBe(false);
  });
});
