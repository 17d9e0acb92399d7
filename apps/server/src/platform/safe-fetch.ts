import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { isPublicAddress } from './public-address.ts';
import { decodeBody } from './text-charset.ts';

export type SafeFetchOptions = {
  /**
   * `host`, `host:port` or IP addresses that skip the public-address and port checks (local test
   * servers; SOURCES_ALLOWED_HOSTS). Empty in production.
   */
  allowedHosts?: readonly string[];
  /** Ports reachable besides 80 and 443. */
  allowedPorts?: readonly number[];
  /** For the whole call, redirects and body included. */
  timeoutMs?: number;
  /** Largest body read, after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Conditional GET: the validators of the last answer. */
  etag?: string | null;
  lastModified?: string | null;
  accept?: string;
};

export type FetchedText = {
  status: number;
  /** 304: the validators still hold, nothing was read. */
  notModified: boolean;
  /** The address after redirects. */
  url: string;
  etag: string | null;
  lastModified: string | null;
  /** When a 429 or 503 asks to come back (Retry-After), or null. */
  retryAfter: Date | null;
  contentType: string | null;
  /** The decoded body of a 2xx answer; empty otherwise. */
  text: string;
};

export type SafeFetchFailure =
  /** The address is not an http(s) URL, has credentials, or a port that is not allowed. */
  | 'url_refused'
  /** The host is, or resolves to, a private, loopback, link-local or reserved address. */
  | 'address_refused'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'network';

export class SafeFetchError extends Error {
  readonly reason: SafeFetchFailure;
  constructor(reason: SafeFetchFailure, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.reason = reason;
  }
}

const defaults = {
  timeoutMs: 20_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

const userAgent = 'Pagewise feed reader (+https://pagewise.app)';

// Kept-alive connections were opened through the checked lookup below, so reusing them is safe;
// they spare the handshake when many sources live on one host. One pool per list of allowed
// hosts, so a connection opened under an exception never serves a call without it.
const agentPools = new Map<string, { 'http:': http.Agent; 'https:': https.Agent }>();
function agentsFor(allowedHosts: readonly string[] = []) {
  const key = allowedHosts.join(',');
  let pool = agentPools.get(key);
  if (!pool) {
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 32 };
    pool = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
    agentPools.set(key, pool);
  }
  return pool;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Whether `host:port` (or the address it resolved to) is one of the explicitly allowed hosts. */
export function isAllowedHost(allowed: readonly string[], host: string, port: number): boolean {
  const name = bareHost(host);
  return allowed.some((entry) => {
    const trimmed = entry.trim().toLowerCase();
    if (!trimmed) return false;
    if (bareHost(trimmed) === name) return true;
    const match = trimmed.match(/^(\[[^\]]+\]|[^:]+):(\d+)$/);
    return match?.[1] !== undefined && bareHost(match[1]) === name && Number(match[2]) === port;
  });
}

/** Checks an address before any connection: scheme, credentials, port, literal IP addresses. */
function checkUrl(url: URL, options: SafeFetchOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('url_refused', `Only http and https are fetched, not ${url.protocol}`);
  if (url.username || url.password)
    throw new SafeFetchError('url_refused', 'An address with credentials is not fetched');
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  if (isAllowedHost(options.allowedHosts ?? [], url.hostname, port)) return;
  const host = bareHost(url.hostname);
  if (isIP(host) && !isPublicAddress(host))
    throw new SafeFetchError('address_refused', `${host} is not a public address`);
  if (port !== 80 && port !== 443 && !options.allowedPorts?.includes(port))
    throw new SafeFetchError('url_refused', `Port ${port} is not fetched`);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The resolver handed to the socket: every address a name resolves to is checked at connect
 * time, so a name that changes its answer between a check and the connection (DNS rebinding)
 * still never reaches a private address.
 */
function checkedLookup(options: SafeFetchOptions, port: number) {
  return (hostname: string, lookupOptions: { family?: number; all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { family: lookupOptions.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = options.allowedHosts ?? [];
      const refused = addresses.find(
        (entry) =>
          !isPublicAddress(entry.address) &&
          !isAllowedHost(allowed, hostname, port) &&
          !isAllowedHost(allowed, entry.address, port),
      );
      if (refused || addresses.length === 0) {
        const failure = new SafeFetchError(
          'address_refused',
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`,
        );
        return callback(failure as NodeJS.ErrnoException, []);
      }
      if (lookupOptions.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function request(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  const headers: Record<string, string> = {
    'user-agent': userAgent,
    accept:
      options.accept ??
      'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'GET',
      headers,
      agent: agentsFor(options.allowedHosts)[url.protocol as 'http:' | 'https:'],
      lookup: checkedLookup(options, port) as unknown as typeof dnsLookup,
      signal,
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/** Reads a body up to `maxBytes` after decompression; aborts the transfer past it. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const stream =
    encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate'
      ? response.pipe(createUnzip())
      : encoding === 'br'
        ? response.pipe(createBrotliDecompress())
        : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new SafeFetchError('too_large', `The answer is over ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } finally {
    if (stream !== response) (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
    response.destroy();
  }
  return Buffer.concat(chunks);
}

function retryAfterOf(value: string | undefined, now: number): Date | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return new Date(now + seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : new Date(date);
}

function toFailure(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof SafeFetchError) return cause;
  if (signal.aborted)
    return new SafeFetchError('timeout', 'The address took too long to answer', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new SafeFetchError('network', message, { cause: error });
}

/** A 2xx answer's raw bytes (an image): what `safeFetch` gives, without decoding the body as text. */
export type FetchedBytes = Omit<FetchedText, 'text'> & {
  /** The body of a 2xx answer; empty otherwise. */
  body: Buffer;
};

/**
 * GET of a user-given address that never reaches a private network: the address is checked
 * before the call, every resolved IP at connect time, and again after each redirect. A 2xx body
 * is decompressed under a size cap and decoded with its declared charset.
 */
export async function safeFetch(address: string, options: SafeFetchOptions = {}): Promise<FetchedText> {
  const { body, ...answer } = await safeFetchBytes(address, options);
  return {
    ...answer,
    text: answer.status >= 200 && answer.status < 300 ? decodeBody(body, answer.contentType) : '',
  };
}

/** `safeFetch` for binary answers (a feed item's image): the same checks and caps, the body as bytes. */
export async function safeFetchBytes(address: string, options: SafeFetchOptions = {}): Promise<FetchedBytes> {
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const maxRedirects = options.maxRedirects ?? defaults.maxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch (error) {
    throw new SafeFetchError('url_refused', `Not an address: ${address}`, { cause: error });
  }
  try {
    for (let redirects = 0; ; redirects += 1) {
      checkUrl(url, options);
      const response = await request(url, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.destroy();
        if (redirects >= maxRedirects)
          throw new SafeFetchError('too_many_redirects', `More than ${maxRedirects} redirects`);
        url = new URL(location, url);
        // A redirect keeps the validators only for the same address; they mean nothing elsewhere.
        options = { ...options, etag: null, lastModified: null };
        continue;
      }
      const header = (name: string) => {
        const value = response.headers[name];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      };
      const ok = status >= 200 && status < 300;
      const body = ok ? await readBody(response, options.maxBytes ?? defaults.maxBytes) : undefined;
      if (!ok) response.destroy();
      const contentType = header('content-type');
      return {
        status,
        notModified: status === 304,
        url: url.toString(),
        etag: header('etag'),
        lastModified: header('last-modified'),
        retryAfter: retryAfterOf(header('retry-after') ?? undefined, Date.now()),
        contentType,
        body: body ?? Buffer.alloc(0),
      };
    }
  } catch (error) {
    throw toFailure(error, signal);
  }
}
