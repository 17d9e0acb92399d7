import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a network's HTTP API, for tests: routes answer the documented requests,
 * every call is recorded, and failures can be queued (status with body and Retry-After, a
 * response that never comes, or one that comes too late after the work was done).
 */
export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON or form body; the raw text otherwise. */
  body: unknown;
  rawBody: Buffer;
};

export type FakeResponse = {
  status?: number;
  json?: unknown;
  text?: string;
  /** Bytes as they are (a media file). */
  bytes?: Uint8Array;
  /** Close the connection without an answer, as a broken transfer does. */
  drop?: boolean;
  headers?: Record<string, string>;
};
export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export type Failure =
  /** Answer this instead of running the route. */
  | { kind: 'status'; status: number; json?: unknown; headers?: Record<string, string> }
  /** Never answer (the client times out) and do nothing. */
  | { kind: 'hang' }
  /** Run the route (the effect happens) but never answer: an outcome the client cannot know. */
  | { kind: 'lose-response' };

type Route = { method: string; pattern: RegExp; names: string[]; handler: FakeHandler };
type QueuedFailure = { failure: Failure; match: (request: FakeRequest) => boolean };

export class FakeApi {
  readonly calls: FakeRequest[] = [];
  private readonly routes: Route[] = [];
  private readonly failures: QueuedFailure[] = [];
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private readonly hanging = new Set<ServerResponse>();
  url = '';

  on(method: string, path: string, handler: FakeHandler): this {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_all, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    this.routes.push({ method: method.toUpperCase(), pattern, names, handler });
    return this;
  }

  /** The next matching call fails this way (once). */
  failNext(failure: Failure, match: (request: FakeRequest) => boolean = () => true): this {
    this.failures.push({ failure, match });
    return this;
  }

  callsTo(method: string, path: string): FakeRequest[] {
    return this.calls.filter((call) => call.method === method.toUpperCase() && call.path === path);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks);
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      params: {},
      query: url.searchParams,
      headers: incoming.headers,
      body: parseBody(incoming.headers['content-type'] ?? '', rawBody),
      rawBody,
    };
    this.calls.push(request);
    const route = this.routes.find((candidate) => {
      if (candidate.method !== request.method) return false;
      const match = candidate.pattern.exec(request.path);
      if (!match) return false;
      candidate.names.forEach((name, index) => {
        request.params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      return true;
    });
    const queued = this.failures.findIndex((entry) => entry.match(request));
    const failure = queued >= 0 ? this.failures.splice(queued, 1)[0]?.failure : undefined;
    if (failure?.kind === 'status')
      return send(response, { status: failure.status, json: failure.json, headers: failure.headers });
    if (failure?.kind === 'hang') return void this.hanging.add(response);
    if (!route)
      return send(response, {
        status: 404,
        json: { error: `no fake route ${request.method} ${request.path}` },
      });
    try {
      const answer = await route.handler(request);
      if (failure?.kind === 'lose-response') return void this.hanging.add(response);
      if (answer.drop) return void response.socket?.destroy();
      send(response, answer);
    } catch (error) {
      send(response, { status: 500, json: { error: String(error) } });
    }
  }
}

function send(response: ServerResponse, answer: FakeResponse) {
  const headers: Record<string, string> = { ...answer.headers };
  let body: string | Uint8Array = answer.bytes ?? answer.text ?? '';
  if (answer.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(answer.json);
  }
  response.writeHead(answer.status ?? 200, headers);
  response.end(body);
}

function parseBody(contentType: string, raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (!text) return undefined;
  if (contentType.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return text;
}
