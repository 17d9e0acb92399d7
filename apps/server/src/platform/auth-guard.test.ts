import { randomUUID } from 'node:crypto';
import { plannerTokenHeader } from '@pagewise/shared/collaboration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Operation = { security?: Record<string, string[]>[]; requestBody?: unknown };

/**
 * Who calls is checked before what they send: a caller without credentials learns nothing about
 * the input a route expects (no field list, no parser error), whatever they send. Every operation
 * of the OpenAPI document that needs credentials is tried, so a new route is covered by itself.
 */
let test: TestApp;
const guarded: { method: string; url: string; scheme: string; takesBody: boolean }[] = [];

beforeAll(async () => {
  test = await startTestApp();
  const document = (await test.http.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      if (!scheme) continue;
      guarded.push({
        method: method.toUpperCase(),
        // Wrong on purpose: an id that is not one, a network that does not exist, a nonsense query.
        url: `${path.replace('{id}', 'not-an-id').replace('{kind}', 'nowhere')}?from=never&limit=-1&status=%00`,
        scheme,
        takesBody: !['GET', 'DELETE'].includes(method.toUpperCase()) || operation.requestBody !== undefined,
      });
    }
  }
});
afterAll(() => test.close());

const expectedKey: Record<string, string> = {
  session: 'unauthorized',
  plannerToken: 'planner_link_invalid',
  apiKey: 'unauthorized',
};

const bodies: { label: string; headers: Record<string, string>; payload: string }[] = [
  {
    label: 'a body of the wrong types',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 12, pageIds: 'x', email: [], scheduledAt: 'tomorrow', fields: null }),
  },
  { label: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"name": ' },
  { label: 'an unknown content type', headers: { 'content-type': 'text/x-nonsense' }, payload: 'hello' },
  {
    label: 'a malformed multipart body',
    headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
    payload: '--elsewhere\r\n\r\n',
  },
];

describe('a caller without credentials', () => {
  it('is refused before their body is read: no field list for a post, a bot or a shared note', async () => {
    for (const [method, url, key] of [
      ['POST', '/api/posts', 'unauthorized'],
      ['PUT', `/api/bots/${randomUUID()}`, 'unauthorized'],
      ['POST', `/api/shared-planner/posts/${randomUUID()}/notes`, 'planner_link_invalid'],
    ] as const) {
      const response = await test.http.inject({
        method,
        url,
        payload: { pageIds: 'x', message: 12, text: [] },
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(401);
      expect(response.json().error).toEqual({ key, message: expect.any(String) });
    }
  });

  it('covers every operation that needs credentials', () => {
    expect(guarded.length).toBeGreaterThan(80);
    expect(new Set(guarded.map((route) => route.scheme))).toEqual(
      new Set(['session', 'plannerToken', 'apiKey']),
    );
  });

  it.each(bodies)('gets 401 and no field list for $label', async ({ headers, payload }) => {
    for (const route of guarded) {
      for (const credentials of [
        {},
        { authorization: `Bearer ${randomUUID()}`, [plannerTokenHeader]: 'x' },
      ]) {
        const response = await test.http.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { ...credentials, ...(route.takesBody ? headers : {}) },
          ...(route.takesBody ? { payload } : {}),
        });
        const label = `${route.method} ${route.url.slice(0, 60)}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBe(401);
        expect(response.json(), label).toEqual({
          error: { key: expectedKey[route.scheme], message: expect.any(String) },
        });
      }
    }
  });
});
