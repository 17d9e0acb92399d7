import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let test: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  test = await startTestApp();
  ({ headers } = await buildUser(test));
});
afterAll(() => test.close());

const routes = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/confirm'],
  ['POST', '/api/auth/resend-confirmation'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['PUT', '/api/users/me/password'],
  ['POST', '/api/posts'],
  ['PUT', '/api/posts/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d'],
  ['PATCH', '/api/posts/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d/schedule'],
  ['POST', '/api/posts/not-a-uuid/publish-now'],
  ['POST', '/api/post-templates'],
  ['POST', '/api/pages/not-a-uuid/boards'],
  ['PUT', '/api/posts/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d/assignment'],
  ['POST', '/api/posts/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d/validation'],
  ['POST', '/api/posts/not-a-uuid/notes'],
  ['PATCH', '/api/account/settings'],
  ['POST', '/api/validators'],
  ['PATCH', '/api/validators/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d'],
  ['PUT', '/api/pages/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d/slots'],
  ['POST', '/api/shared-planner/posts/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d/notes'],
  ['POST', '/api/bots'],
  ['PUT', '/api/bots/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d'],
  ['POST', '/api/bots/not-a-uuid/enable'],
  ['POST', '/api/sources'],
  ['PUT', '/api/sources/6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d'],
  ['PUT', '/api/sources/not-a-uuid'],
] as const;

const junk: unknown[] = [
  null,
  42,
  'text',
  [],
  {},
  { email: null, password: null, token: null },
  { email: ['a@b.c'], password: { $ne: '' }, token: 12 },
  { email: 'a'.repeat(5000), password: 'b'.repeat(5000), token: 'c'.repeat(5000) },
  { email: 'x@\u0000.com', firstname: '\u0000', lastname: '<script>', password: '\ud800', token: '\u0000' },
  { email: "' or 1=1 --@example.com", password: "' or '1'='1", token: "'; drop table users; --" },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  // Shaped like a post, wrong inside.
  {
    intent: 'schedule',
    pageIds: ['x', 7],
    scheduledAt: 'tomorrow',
    mediaIds: [123],
    poll: { durationDays: 5 },
  },
  { intent: 'now', pageIds: ['6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d'], message: 'x'.repeat(80_000) },
  {
    intent: 'draft',
    kind: 'hologram',
    options: { tiktok: { privacyLevel: 'EVERYONE' } },
    link: 'javascript:alert(1)',
  },
  {
    intent: 'schedule',
    scheduledAt: '+275760-09-13T00:00:00.001Z',
    applyToAll: 'yes',
    name: {},
    content: [],
  },
  // Shaped like a bot, wrong inside.
  {
    pageId: '6f1c1f4e-8d51-4c8e-9f43-0e0b1d2a3c4d',
    name: 'Bot\u0000',
    type: 'custom',
    sourceIds: ['x', 'y'],
    mentionReplacements: [{ name: 'a', correspondences: [] }, null],
    dailyLimit: 1e12,
    frequency: 'sometimes',
    enabled: 'yes',
  },
];

describe('bad input never gets a 500', () => {
  it.each(routes)('%s %s answers every junk body with a keyed 4xx', async (method, url) => {
    for (const payload of junk) {
      const response = await test.http.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, `${JSON.stringify(payload)?.slice(0, 80)} → ${response.body}`).toBeLessThan(
        500,
      );
      if (response.statusCode >= 400) {
        expect(response.json().error).toEqual(
          expect.objectContaining({ key: expect.any(String), message: expect.any(String) }),
        );
      }
    }
  });

  it('names the field holding a NUL character, which PostgreSQL text cannot store', async () => {
    const response = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x\u0000@example.com', password: 'p' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { email: 'validation.invalid_characters' },
    });
  });

  it('refuses deeply nested JSON with too_deep before anything walks it', async () => {
    const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const attempts = [
      // 10,000 nested arrays (20 KB) in a field, on a route open to anyone: a recursive walk
      // overflowed the stack.
      {
        url: '/api/auth/login',
        payload: `{"email":${deep(10_000)},"password":"p"}`,
        field: 'email',
        auth: {},
      },
      // A whole megabyte of nesting: JSON.parse copes, nothing after it may recurse.
      { url: '/api/auth/login', payload: deep(512 * 1024), field: 'body', auth: {} },
      {
        url: '/api/posts',
        payload: `{"intent":"draft","options":{"tiktok":${deep(40)}}}`,
        field: 'options',
        auth: headers,
      },
    ];
    for (const { url, payload, field, auth } of attempts) {
      const response = await test.http.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'too_deep',
        fields: { [field]: 'validation.too_deep' },
      });
    }
    const unbalanced = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(1024 * 1024 - 16),
    });
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().error.key).toBe('invalid_data');
  });

  it('names the field holding an unpaired UTF-16 surrogate, sent as a JSON escape', async () => {
    const response = await test.http.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"firstname":"Ann\\ud800","lastname":"Smith"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { firstname: 'validation.invalid_characters' },
    });
  });

  it('refuses odd methods, paths and headers without a 500', async () => {
    const attempts = [
      { method: 'DELETE' as const, url: '/api/users/me' },
      { method: 'GET' as const, url: '/api/users/%E0%A4%A' },
      { method: 'GET' as const, url: `/api/users/${'x'.repeat(3000)}` },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json; charset=latin1' },
      },
      {
        method: 'GET' as const,
        url: '/api/users/me',
        headers: { authorization: `Bearer ${'z'.repeat(10_000)}` },
      },
    ];
    for (const attempt of attempts) {
      const response = await test.http.inject({ ...attempt, headers: { ...headers, ...attempt.headers } });
      expect(
        response.statusCode,
        `${attempt.method} ${attempt.url.slice(0, 60)} → ${response.body.slice(0, 200)}`,
      ).toBeLessThan(500);
    }
  });
});
