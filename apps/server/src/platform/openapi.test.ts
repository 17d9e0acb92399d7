import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorKeys } from '@pagewise/shared/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Json = Record<string, unknown>;
type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
};
type Document = {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, { content: Record<string, { schema: Json }> }>;
    securitySchemes: Record<string, Json>;
  };
};

/**
 * The OpenAPI document, read as a client generator would: every operation the server registers is
 * described whole. A new route is checked here without anyone writing a line for it.
 */

// Every route the server registers, seen through an `onRoute` hook on each Fastify instance this
// file creates, to find any API route the document would leave out.
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof fastify.default;
  return { ...fastify, default: withRouteLog, fastify: withRouteLog };
});

let test: TestApp;
let document: Document;
let webDist: string;
const operations: [string, Operation][] = [];

beforeAll(async () => {
  // A built web app, so that its catch-all route exists and is seen left out.
  webDist = mkdtempSync(join(tmpdir(), 'pagewise-web-'));
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
  test = await startTestApp({ env: { WEB_DIST: webDist } });
  const response = await test.http.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push([`${method.toUpperCase()} ${path}`, operation]);
    }
  }
});
afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
});

const errorRef = '#/components/schemas/Error';
const isError = (status: string) => Number(status) >= 400;

describe('the OpenAPI document', () => {
  it('describes every API route the server registers', () => {
    const api = [...registered]
      .filter((route) => /^[A-Z]+ \/api\//.test(route) && !route.includes(' /api/docs'))
      .filter((route) => !route.startsWith('HEAD '))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    const documented = new Set(operations.map(([name]) => name));
    expect(api.length).toBeGreaterThan(90);
    expect(api.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('holds the API and nothing else: no web app, documentation or media files', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('gives every operation a summary, a unique operationId and a declared domain tag', () => {
    const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    const ids = new Set<string>();
    for (const [name, operation] of operations) {
      expect(operation.summary, name).toMatch(/\S/);
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation.operationId ?? ''), `${name}: ${operation.operationId} twice`).toBe(false);
      ids.add(operation.operationId ?? '');
      expect(operation.tags?.length, name).toBe(1);
      expect(declared.get(operation.tags?.[0] ?? ''), `${name}: tag ${operation.tags}`).toMatch(/\S/);
    }
  });

  it('says who may call every operation, with a declared scheme', () => {
    for (const [name, operation] of operations) {
      expect(Array.isArray(operation.security), name).toBe(true);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement))
          expect(document.components.securitySchemes[scheme], `${name}: ${scheme}`).toBeDefined();
      }
    }
    const schemes = (path: string, method: string) =>
      document.paths[path]?.[method]?.security?.flatMap((requirement) => Object.keys(requirement));
    expect(schemes('/api/auth/login', 'post')).toEqual([]);
    expect(schemes('/api/posts', 'get')).toEqual(['session']);
    expect(schemes('/api/shared-planner', 'get')).toEqual(['plannerToken']);
    expect(schemes('/api/v1/reports/{section}', 'get')).toEqual(['apiKey']);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('answers every error of every operation with the one shared error answer', () => {
    for (const [name, operation] of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2') || status.startsWith('3')),
        name,
      ).toBe(true);
      expect(statuses.filter(isError).length, name).toBeGreaterThan(0);
      expect(statuses, name).toContain('500');
      for (const status of statuses.filter(isError)) {
        // The health check's 503 is its own report (same body as its 200), not an error.
        if (name === 'GET /api/health' && status === '503') continue;
        const ref = operation.responses[status]?.$ref as string | undefined;
        expect(ref, `${name} ${status}`).toMatch(/^#\/components\/responses\//);
        const answer = document.components.responses[ref?.split('/').pop() ?? ''];
        expect(answer?.content['application/json']?.schema.$ref, `${name} ${status}`).toBe(errorRef);
      }
      if (operation.security?.length) expect(statuses, `${name} needs credentials`).toContain('401');
    }
  });

  it('describes the error shape with every key of the catalogue', () => {
    const error = document.components.schemas.Error as {
      properties: { error: { properties: { key: { enum: string[] } }; required: string[] } };
    };
    expect(error.properties.error.properties.key.enum).toEqual(errorKeys);
    expect(error.properties.error.required).toEqual(['key', 'message']);
  });

  it('describes the body of every operation that reads one, uploads included', () => {
    const upload = document.paths['/api/media']?.post?.requestBody?.content['multipart/form-data'];
    expect(upload?.schema.$ref).toBe('#/components/schemas/FileUpload');
    expect(document.paths['/api/users/me/picture']?.post?.requestBody?.content).toHaveProperty(
      'multipart/form-data',
    );
    expect(document.components.schemas.FileUpload).toMatchObject({ required: ['file'] });
  });

  it('names the shared schemas, so that a generated client gets named types', () => {
    const answer = (path: string, method: string, status: string) => {
      const content = document.paths[path]?.[method]?.responses[status]?.content ?? {};
      return (content as Record<string, { schema: Json }>)['application/json']?.schema.$ref;
    };
    expect(answer('/api/posts/{id}', 'get', '200')).toBe('#/components/schemas/Post');
    expect(answer('/api/pages', 'get', '200')).toBe('#/components/schemas/PageList');
    expect(document.paths['/api/posts']?.post?.requestBody?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/SavePostRequest',
    );
    // Only what the operations use, and every reference resolves.
    const text = JSON.stringify(document);
    for (const name of Object.keys(document.components.schemas))
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      expect(document.components.schemas[name ?? ''], name).toBeDefined();
  });
});
