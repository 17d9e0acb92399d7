import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { authSchemas, loadSchemas, providedSchemas } from './schemas.ts';

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

describe('providedSchemas', () => {
  it('loads the schemas until a chunk that imports them hands them over, then reads those', async () => {
    const loaded = { schema: 'loaded' };
    const load = vi.fn(async () => loaded);
    const schemas = providedSchemas(load);
    expect(await schemas()).toBe(loaded);
    expect(load).toHaveBeenCalledTimes(1);
    const handed = { schema: 'handed over' };
    schemas.provide(handed);
    expect(await schemas()).toBe(handed);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
