import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { authSchemas, loadSchemas } from './schemas.ts';

describe('loadSchemas', () => {
  it('gives the shared schemas on demand', async () => {
    const { loginRequest } = await authSchemas();
    expect(loginRequest.parse({ email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
      password: '',
    });
  });

  it('reports a module that cannot be fetched as a network error', async () => {
    const failure = await loadSchemas(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/auth.js')),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).key).toBe('network_error');
  });
});
