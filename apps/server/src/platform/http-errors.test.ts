import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { answerClientError } from './http-errors.ts';

/**
 * Every answer has the one error shape and the security headers, the framework's and Node's own
 * included: tried over real HTTP, since the refusals before routing never reach `inject`.
 */
let test: TestApp;
let port: number;
let session: Record<string, string>;

beforeAll(async () => {
  test = await startTestApp();
  ({ headers: session } = await buildUser(test));
  await test.http.listen({ port: 0, host: '127.0.0.1' });
  port = (test.http.server.address() as { port: number }).port;
});
afterAll(() => test.close());

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request with the path sent as written (no client normalises or refuses it). */
function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Raw bytes on a socket, for what no HTTP client would send; the answer as Node's parser reads it. */
function sendRaw(bytes: string) {
  return new Promise<Answer>((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function expectShapeAndHeaders(answer: Answer, status: number, key: string) {
  const label = `${answer.status} ${answer.body.slice(0, 200)}`;
  expect(answer.status, label).toBe(status);
  expect(answer.headers['content-type'], label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  expect(body, label).toEqual({
    error: expect.objectContaining({ key, message: expect.any(String) }),
  });
  expect(
    Object.keys(body.error).filter((name) => !['key', 'message', 'fields', 'details'].includes(name)),
  ).toEqual([]);
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['content-security-policy'], label).toContain("default-src 'self'");
  expect(answer.headers['x-frame-options'], label).toBe('SAMEORIGIN');
  return body.error as { key: string; fields?: Record<string, string> };
}

describe('answers outside the routes', () => {
  it('names a path parameter over its limit as an invalid field, not a router error', async () => {
    const error = expectShapeAndHeaders(
      await send(`/api/bots/${'a'.repeat(101)}`, { headers: session }),
      400,
      'invalid_data',
    );
    expect(error.fields).toEqual({ id: 'validation.too_long' });
  });

  it('refuses a malformed percent-encoding in the path with the shape and the security headers', async () => {
    expectShapeAndHeaders(await send('/api/bots/%FF%FE', { headers: session }), 400, 'invalid_data');
  });

  it('refuses an address over Node’s 16 KB head limit with a whole answer', async () => {
    const answer = await send(`/api/health?padding=${'a'.repeat(16 * 1024)}`);
    expectShapeAndHeaders(answer, 431, 'headers_too_large');
    expect(answer.headers.connection).toBe('close');
  });

  it('refuses headers over the limit the same way', async () => {
    expectShapeAndHeaders(
      await send('/api/health', { headers: { 'x-padding': 'b'.repeat(17 * 1024) } }),
      431,
      'headers_too_large',
    );
  });

  it('refuses what is not HTTP with the shape and the security headers', async () => {
    expectShapeAndHeaders(await sendRaw('HELLO THERE\r\n\r\n'), 400, 'invalid_data');
    expectShapeAndHeaders(
      await sendRaw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'),
      400,
      'invalid_data',
    );
  });

  it('answers an unknown address outside the API with the shape, whatever the method', async () => {
    expectShapeAndHeaders(await send('/nowhere', { method: 'POST' }), 404, 'not_found');
    expectShapeAndHeaders(await send('/api/nowhere', { method: 'DELETE' }), 404, 'not_found');
  });

  it('writes a head sent too slowly off with a request_timeout answer', () => {
    let written = '';
    const socket = {
      destroyed: false,
      writable: true,
      write(chunk: string) {
        written += chunk;
      },
      destroy() {},
    } as unknown as Socket;
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    answerClientError({ 'x-content-type-options': 'nosniff' }, test.http.log)(error, socket);
    expect(written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(written).toContain('x-content-type-options: nosniff\r\n');
    expect(JSON.parse(written.split('\r\n\r\n')[1] ?? '')).toEqual({
      error: { key: 'request_timeout', message: expect.any(String) },
    });
  });
});
