import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorForStatus, StripeApiError, type StripeErrorBody, unauthorized } from './errors.ts';
import { type Params, parseParams } from './form.ts';
import type { Store } from './store.ts';

export type ApiRequest = {
  method: string;
  path: string;
  /** The route's `:names`. */
  params: Record<string, string>;
  /** The query string's parameters (GET, DELETE) or the form body's (POST), parsed. */
  input: Params;
  idempotencyKey: string | null;
};
export type Reply = {
  status?: number;
  json?: unknown;
  html?: string;
  bytes?: Uint8Array;
  headers?: Record<string, string>;
};
export type Handler = (request: ApiRequest) => Reply;

/** A recorded request, for tests that count what the product did. */
export type Call = {
  method: string;
  path: string;
  input: Params;
  idempotencyKey: string | null;
  requestId: string;
  /** `null` while unanswered, or never answered (`lose-response`, `hang`). */
  status: number | null;
  /** Answered from the idempotency cache: nothing was done again. */
  replayed: boolean;
};

export type Failure =
  /** Answer this status with a Stripe-shaped error (a default one per status) instead of the route. */
  | { kind: 'status'; status: number; error?: Partial<StripeErrorBody>; headers?: Record<string, string> }
  /** Never answer and do nothing. */
  | { kind: 'hang' }
  /** Do the work but never answer: the caller cannot know the outcome and must read it back. */
  | { kind: 'lose-response' };

type Route = { method: string; pattern: RegExp; names: string[]; handler: Handler; api: boolean };
type Saved = { fingerprint: string; status: number; body: string };

/**
 * The fake's HTTP server: `/v1/*` routes behind a `sk_test_` key, with Stripe's idempotency
 * (`Idempotency-Key` on writes), recorded calls and queued failures; pages without a key.
 */
export class FakeServer {
  readonly calls: Call[] = [];
  private readonly routes: Route[] = [];
  private readonly failures: { method: string; path: RegExp; failure: Failure }[] = [];
  private readonly idempotent = new Map<string, Saved>();
  private readonly hanging = new Set<ServerResponse>();
  private readonly server = createServer((request, response) => void this.handle(request, response));

  private readonly store: Store;
  private readonly secretKey: string | undefined;

  constructor(store: Store, secretKey: string | undefined) {
    this.store = store;
    this.secretKey = secretKey;
  }

  on(method: string, path: string, handler: Handler, options: { api?: boolean } = {}): this {
    const { pattern, names } = compile(path);
    this.routes.push({ method, pattern, names, handler, api: options.api ?? true });
    return this;
  }

  failNext(method: string, path: string | RegExp, failure: Failure) {
    this.failures.push({
      method: method.toUpperCase(),
      path: typeof path === 'string' ? compile(path).pattern : path,
      failure,
    });
  }

  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, resolve);
    });
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const method = incoming.method ?? 'GET';
    const input = parseParams(method === 'POST' ? new URLSearchParams(raw) : url.searchParams);
    const header = incoming.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    const requestId = this.store.id('req');
    const call: Call = {
      method,
      path: url.pathname,
      input,
      idempotencyKey,
      requestId,
      status: null,
      replayed: false,
    };
    this.calls.push(call);
    const answer = (reply: Reply) => {
      call.status = reply.status ?? 200;
      send(response, reply, { 'Request-Id': requestId, 'Stripe-Version': this.store.apiVersion });
    };
    let route: Route | undefined;
    const params: Record<string, string> = {};
    for (const candidate of this.routes) {
      const match = candidate.method === method ? candidate.pattern.exec(url.pathname) : null;
      if (!match) continue;
      route = candidate;
      candidate.names.forEach((name, index) => {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      break;
    }
    if (!route) {
      const message = `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`;
      return answer(errorReply(new StripeApiError(404, { type: 'invalid_request_error', message })));
    }
    if (route.api) {
      const refused = this.refusedKey(incoming.headers.authorization);
      if (refused) return answer(errorReply(refused));
    }
    const queued = this.failures.findIndex(
      (entry) => entry.method === method && entry.path.test(url.pathname),
    );
    const failure = queued >= 0 ? this.failures.splice(queued, 1)[0]?.failure : undefined;
    if (failure?.kind === 'hang') return void this.hanging.add(response);
    if (failure?.kind === 'status') {
      const body = { ...errorForStatus(failure.status), ...failure.error } as StripeErrorBody;
      return answer({ status: failure.status, json: { error: body }, headers: failure.headers });
    }
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const saved =
      route.api && idempotencyKey && method !== 'GET' ? this.idempotent.get(idempotencyKey) : undefined;
    if (saved && idempotencyKey) {
      if (saved.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return answer({ status: 400, json: { error: { type: 'idempotency_error', message } } });
      }
      call.replayed = true;
      return answer({
        status: saved.status,
        json: JSON.parse(saved.body),
        headers: { 'Idempotent-Replayed': 'true', 'Original-Request': saved.fingerprint },
      });
    }
    // Events the customer causes on a hosted page carry no request, as Stripe's do.
    if (route.api) this.store.request = { id: requestId, idempotency_key: idempotencyKey };
    let reply: Reply;
    try {
      reply = route.handler({ method, path: url.pathname, params, input, idempotencyKey });
    } catch (error) {
      if (!(error instanceof StripeApiError)) console.error('stripe-fake:', error);
      reply = errorReply(error);
    } finally {
      this.store.request = { id: null, idempotency_key: null };
    }
    // Stripe keeps the result of every request that began its work; a refused parameter is not kept.
    const status = reply.status ?? 200;
    if (route.api && idempotencyKey && method !== 'GET' && status !== 400 && status !== 401)
      this.idempotent.set(idempotencyKey, { fingerprint, status, body: JSON.stringify(reply.json) });
    if (failure?.kind === 'lose-response') return void this.hanging.add(response);
    answer(reply);
  }

  private refusedKey(authorization: string | undefined): StripeApiError | undefined {
    if (!authorization)
      return unauthorized(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    const key = authorization.startsWith('Basic ')
      ? Buffer.from(authorization.slice(6), 'base64').toString().split(':')[0]
      : authorization.replace(/^Bearer /, '');
    const accepted = this.secretKey ? key === this.secretKey : /^(sk|rk)_test_\w+$/.test(key ?? '');
    if (accepted) return undefined;
    return unauthorized(`Invalid API Key provided: ${(key ?? '').replace(/^(.{8}).*(.{4})$/, '$1****$2')}`);
  }
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_all, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

export function errorReply(error: unknown): Reply {
  if (error instanceof StripeApiError) return { status: error.status, json: { error: error.body } };
  return {
    status: 500,
    json: { error: { type: 'api_error', message: `The fake failed: ${String(error)}` } },
  };
}

function send(response: ServerResponse, reply: Reply, common: Record<string, string>) {
  const headers: Record<string, string> = { ...common, ...reply.headers };
  let body: string | Uint8Array = reply.bytes ?? '';
  if (reply.html !== undefined) {
    headers['Content-Type'] ??= 'text/html; charset=utf-8';
    body = reply.html;
  } else if (reply.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(reply.json);
  }
  response.writeHead(reply.status ?? 200, headers);
  response.end(body);
}
