import { requiredText } from '@pagewise/shared/fields';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnglish } from '../app/test-utils.tsx';
import { ApiError } from './api.ts';
import { schemaErrors, serverFieldErrors } from './form-errors.ts';
import { translateError } from './translate-error.ts';

beforeAll(loadEnglish);

describe('a value over its length limit', () => {
  it("says the limit, whether the form's schema or the server found it", () => {
    const t = i18next.getFixedT('en');
    const local = schemaErrors(z.object({ name: requiredText(80) }), { name: 'n'.repeat(81) });
    expect(translateError(t, local.name)).toBe('This value is too long: 80 characters at most.');
    const server = serverFieldErrors(
      new ApiError(
        'invalid_data',
        400,
        'bad',
        { 'fields.pageName': 'validation.too_long', pageIds: 'validation.pick_a_page' },
        { limits: { 'fields.pageName': 2000 } },
      ),
    );
    expect(translateError(t, server['fields.pageName'])).toBe(
      'This value is too long: 2000 characters at most.',
    );
    expect(server.pageIds).toBe('validation.pick_a_page');
    // Without a known limit, the plain message.
    expect(translateError(t, 'validation.too_long')).toBe('This value is too long.');
  });
});
