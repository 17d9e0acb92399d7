import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './serve-web-app.ts';

const script = `export const planner = "${'month view '.repeat(400)}";\n`;
let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'pagewise-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets/planner-abc123.js'), script);
  writeFileSync(join(webDist, 'assets/planner-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets/planner-abc123.js.gz'), gzipSync(script));
  app = Fastify();
  // As in http.ts: answers are compressed on the fly unless they already are.
  await app.register(compress, { threshold: 2048, encodings: ['br', 'gzip', 'deflate'] });
  await serveWebApp(app, webDist);
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the build’s brotli copy of an asset as it is, cached for good', async () => {
    const response = await app.inject({
      url: '/assets/planner-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await app.inject({
      url: '/assets/planner-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(script));
    const plain = await app.inject({
      url: '/assets/planner-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the shell checked again on every visit, at any address of the app', async () => {
    for (const url of ['/', '/dash']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });
});
