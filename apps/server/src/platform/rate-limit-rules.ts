import { apiKeyRequestsPerMinute } from '@pagewise/shared/api-keys';

/** So many requests per so many seconds; a client may spend them all at once, then waits for them to come back. */
export type Rate = { count: number; periodSeconds: number };

/**
 * Routes that cost far more than a read (an e-mail sent, a file stored, a job, a call to a network
 * or a feed), or whose budget is part of what is sold (the reporting API): each group has its own
 * budget, on top of the API-wide ones.
 */
export const costlyGroups = {
  signup: { count: 10, periodSeconds: 3600 },
  email_link: { count: 10, periodSeconds: 3600 },
  upload: { count: 100, periodSeconds: 600 },
  export: { count: 10, periodSeconds: 3600 },
  connect: { count: 30, periodSeconds: 600 },
  source: { count: 30, periodSeconds: 600 },
  publish_now: { count: 30, periodSeconds: 600 },
  /** The plan screen's contact request: an e-mail to the sales team. */
  contact: { count: 5, periodSeconds: 3600 },
  /** The reporting API, per API key (the bearer token it is sent with). */
  reporting_api: { count: apiKeyRequestsPerMinute, periodSeconds: 60 },
} as const satisfies Record<string, Rate>;
export type CostlyGroup = keyof typeof costlyGroups;

/**
 * Whose budget a group spends: the public routes' is the client address's (any made-up token
 * would otherwise open a new budget), the others' the session's, checked by the route itself.
 */
export const costlyGroupCountedPer: Record<CostlyGroup, 'address' | 'session'> = {
  signup: 'address',
  email_link: 'address',
  upload: 'session',
  export: 'session',
  connect: 'session',
  source: 'session',
  publish_now: 'session',
  contact: 'session',
  reporting_api: 'session',
};

/** Which group each costly route spends from, by method and route URL as Fastify registers it. */
export const costlyRoutes: Record<string, CostlyGroup> = {
  'POST /api/auth/signup': 'signup',
  'POST /api/auth/forgot-password': 'email_link',
  'POST /api/auth/resend-confirmation': 'email_link',
  'POST /api/media': 'upload',
  'POST /api/users/me/picture': 'upload',
  'POST /api/account/logo': 'upload',
  'POST /api/account/exports': 'export',
  'GET /api/posts/export.csv': 'export',
  'POST /api/networks/:kind/form': 'connect',
  'POST /api/networks/:kind/oauth': 'connect',
  'POST /api/pages/:id/reconnect': 'connect',
  'POST /api/pages/:id/refresh': 'connect',
  'POST /api/sources': 'source',
  'POST /api/posts/:id/publish-now': 'publish_now',
  'POST /api/bots/:id/run': 'publish_now',
  'POST /api/plan/contact': 'contact',
  'GET /api/v1/reports/:section': 'reporting_api',
};

/** Whether requests to this route URL spend the API-wide budgets: every route under /api but health checks. */
export const isRateLimited = (route: string) => route.startsWith('/api/') && route !== '/api/health';

/** The API-wide budgets, for any route `isRateLimited`. */
export const defaultRates = {
  perSession: { count: 600, periodSeconds: 60 },
  perAddress: { count: 1200, periodSeconds: 60 },
} as const satisfies Record<string, Rate>;

const units: Record<string, number> = { s: 1, m: 60, h: 3600 };
const ratePattern = /^(\d{1,7})\/(\d{0,5})([smh])$/;

/** `600/1m`, `10/1h`, `5/30s` (or `10/h`): undefined when it does not read as a rate. */
export function parseRate(text: string): Rate | undefined {
  const match = ratePattern.exec(text.trim());
  if (!match) return undefined;
  const count = Number(match[1]);
  const periodSeconds = Number(match[2] || '1') * (units[match[3] ?? 's'] ?? 1);
  if (count < 1 || periodSeconds < 1) return undefined;
  return { count, periodSeconds };
}

/**
 * `upload=200/10m,signup=20/1h`: budgets that replace the defaults of some groups. Throws a
 * readable message naming what is wrong.
 */
export function parseCostlyRates(text: string): Partial<Record<CostlyGroup, Rate>> {
  const rates: Partial<Record<CostlyGroup, Rate>> = {};
  for (const entry of text.split(',').filter((part) => part.trim())) {
    const [name = '', value = ''] = entry.split('=');
    const group = name.trim();
    if (!(group in costlyGroups)) {
      throw new Error(`unknown group "${group}" (one of ${Object.keys(costlyGroups).join(', ')})`);
    }
    const rate = parseRate(value);
    if (!rate) throw new Error(`"${value.trim()}" is not a rate such as 10/1h`);
    rates[group as CostlyGroup] = rate;
  }
  return rates;
}
