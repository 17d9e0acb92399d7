import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { z } from 'zod';
import { type NetworkSettings, readNetworkSettings } from './modules/networks/settings.ts';
import {
  type CostlyGroup,
  costlyGroups,
  defaultRates,
  parseCostlyRates,
  parseRate,
  type Rate,
} from './platform/rate-limit-rules.ts';

const roleValues = ['all', 'web', 'worker'] as const;
export type ServerRole = (typeof roleValues)[number];

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const rate = z
  .string()
  .refine((text) => parseRate(text) !== undefined, { error: 'must be a rate such as 600/1m (per s, m or h)' })
  .transform((text) => parseRate(text) as Rate);

const costlyRates = z.string().transform((text, ctx) => {
  try {
    return parseCostlyRates(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** An address or a network (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names for a range. */
const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (proxyRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** `off`, or the addresses and networks of the proxies whose X-Forwarded-For is believed. */
const trustProxy = z.string().transform((text, ctx): false | string[] => {
  if (text === 'off') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be off, or addresses and networks of proxies such as loopback or 10.0.0.0/8 (not ${wrong.join(', ')})`,
  });
  return z.NEVER;
});

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Pagewise <no-reply@pagewise.local>'),
  ROLE: z.enum(roleValues).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  SANDBOX: z.enum(['on', 'off']).default('on'),
  // Test and benchmark settings of the sandbox network (see modules/sandbox/faults.ts).
  SANDBOX_FAULTS: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  SANDBOX_IDEMPOTENCY: z.enum(['on', 'off']).default('on'),
  // Items (comments, messages, mentions, reviews, reactions) each sandbox page's audience writes a minute.
  SANDBOX_AUDIENCE_PER_MINUTE: z.coerce.number().min(0).max(600).default(0.1),
  // How often each stream of each page is read for new inbox items (webhooks come sooner).
  INBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  // The token Meta and Threads send back when a webhook subscription is verified (hub.verify_token).
  WEBHOOK_VERIFY_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).max(200).optional()),
  // Test and benchmark only: seconds between two looks of the bot engine for due bots (the
  // minute's schedule stays; under 60 adds looks between its ticks).
  BOTS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  // Test and benchmark only: hosts the feed reader may reach although they are private.
  SOURCES_ALLOWED_HOSTS: z.preprocess(emptyToUndefined, z.string().max(2000).optional()),
  STORAGE_QUOTA_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 32)
    .default(5 * 1024),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_SESSION: z.preprocess(emptyToUndefined, rate.optional()),
  RATE_LIMIT_ADDRESS: z.preprocess(emptyToUndefined, rate.optional()),
  RATE_LIMIT_ROUTES: z.preprocess(emptyToUndefined, costlyRates.optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxy.default(false)),
  // Billing through Stripe (issue 20): unset, billing says it is not configured.
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8).max(500).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).max(500).optional()),
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(20),
  // Where the plan screen's contact requests go (issue 20).
  SALES_EMAIL: z.preprocess(emptyToUndefined, z.email().max(320).optional()),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  role: ServerRole;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  corsOrigins: string[];
  webDist: string;
  /** The sandbox network is on unless SANDBOX=off. */
  sandbox: boolean;
  /** Faults the sandbox injects (`kind:rate,…`), for the chaos benchmark and tests. */
  sandboxFaults: string | undefined;
  /** Off: the sandbox stores every publish call, so a duplicate shows (chaos benchmark). */
  sandboxIdempotency: boolean;
  /** Items a sandbox page's audience writes a minute, spread evenly (the collection benchmark: 20). */
  sandboxAudiencePerMinute: number;
  /** Seconds between two reads of one stream of one page. */
  inboxPollSeconds: number;
  /** Seconds between two looks of the bot engine for due bots: 60 (its schedule's minute) unless a test says less. */
  botsSweepSeconds: number;
  /** What a webhook subscription's verification must send as `hub.verify_token`; unset: none verified. */
  webhookVerifyToken: string | undefined;
  /**
   * `host`, `host:port` or IP addresses the feed reader may reach although they are private or on
   * another port (local test servers). Empty in production: every source must be public.
   */
  sourcesAllowedHosts: string[];
  /** Every account's files together, unless its own quota (set by its plan) says otherwise. */
  storageQuotaBytes: number;
  /** Requests per session and per client address on the API, and the costly routes' own budgets. */
  rateLimits: {
    enabled: boolean;
    perSession: Rate;
    perAddress: Rate;
    costly: Record<CostlyGroup, Rate>;
  };
  /** Which proxies' X-Forwarded-For to believe for the client address (Fastify's `trustProxy`). */
  trustProxy: false | string[];
  networks: Partial<Record<NetworkKind, NetworkSettings>>;
  /** Stripe, when `STRIPE_SECRET_KEY` is set; otherwise billing is not configured. */
  stripe: StripeSettings | undefined;
  /** Where the plan screen's contact requests are e-mailed: `SALES_EMAIL`, else sales@ the public host. */
  salesEmail: string;
};

export type StripeSettings = {
  secretKey: string;
  /** The signing secret of the webhook endpoint; unset, every webhook is refused. */
  webhookSecret: string | undefined;
  /** Where the API answers: Stripe's own, or a local fake in tests. */
  api: { host: string; port: number; protocol: 'http' | 'https' };
  /** How long a call waits for Stripe's answer before its outcome is unknown (and read back later). */
  timeoutMs: number;
};

function stripeSettings(value: z.infer<typeof environment>): StripeSettings | undefined {
  if (!value.STRIPE_SECRET_KEY) return undefined;
  const url = new URL(value.STRIPE_API_URL ?? 'https://api.stripe.com');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: value.STRIPE_SECRET_KEY,
    webhookSecret: value.STRIPE_WEBHOOK_SECRET,
    api: { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol },
    timeoutMs: value.STRIPE_TIMEOUT_SECONDS * 1000,
  };
}

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value stops the start with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.ROLE !== 'all' && !value.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  - ROLE=${value.ROLE} needs DATABASE_URL: the embedded database belongs to one process, so split roles need PostgreSQL`,
    );
  }
  return {
    port: value.PORT,
    host: value.HOST,
    // `npm start` runs the server from its workspace folder; INIT_CWD is where the user typed
    // it, so `./data` means the folder they are in, as the README says.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    appSecret: value.APP_SECRET,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    role: value.ROLE,
    logLevel: value.LOG_LEVEL,
    corsOrigins: value.CORS_ORIGINS ? value.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    webDist: resolve(value.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    sandbox: value.SANDBOX === 'on',
    sandboxFaults: value.SANDBOX_FAULTS,
    sandboxIdempotency: value.SANDBOX_IDEMPOTENCY === 'on',
    sandboxAudiencePerMinute: value.SANDBOX_AUDIENCE_PER_MINUTE,
    inboxPollSeconds: value.INBOX_POLL_SECONDS,
    botsSweepSeconds: value.BOTS_SWEEP_SECONDS,
    webhookVerifyToken: value.WEBHOOK_VERIFY_TOKEN,
    sourcesAllowedHosts: (value.SOURCES_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    storageQuotaBytes: value.STORAGE_QUOTA_MB * 1024 * 1024,
    rateLimits: {
      enabled: value.RATE_LIMITS === 'on',
      perSession: value.RATE_LIMIT_SESSION ?? defaultRates.perSession,
      perAddress: value.RATE_LIMIT_ADDRESS ?? defaultRates.perAddress,
      costly: { ...costlyGroups, ...value.RATE_LIMIT_ROUTES },
    },
    trustProxy: value.TRUST_PROXY,
    networks: readNetworkSettings(env),
    stripe: stripeSettings(value),
    salesEmail: value.SALES_EMAIL ?? `sales@${new URL(value.PUBLIC_URL ?? 'http://localhost').hostname}`,
  };
}
