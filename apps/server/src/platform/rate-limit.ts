import { plannerTokenHeader } from '@pagewise/shared/collaboration';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerToken } from './auth-guard.ts';
import { clientKeyOf } from './client-address.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';
import { TokenBuckets } from './rate-limit-buckets.ts';
import {
  type CostlyGroup,
  costlyGroupCountedPer,
  costlyRoutes,
  isRateLimited,
  type Rate,
} from './rate-limit-rules.ts';

/** How often buckets that are full again are forgotten. */
const sweepEveryMs = 60_000;

/** What a request is counted as: its session (the token it carries, checked or not) and its client address. */
function sessionOf(request: FastifyRequest): string | undefined {
  const token = bearerToken(request);
  if (token) return `s:${token}`;
  const plannerToken = request.headers[plannerTokenHeader];
  return typeof plannerToken === 'string' && plannerToken ? `p:${plannerToken}` : undefined;
}

/** The route's URL as registered (`/api/posts/:id`), or the path of a request no route matched. */
function routeOf(request: FastifyRequest): string {
  const registered = request.routeOptions.url;
  if (registered) return registered;
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/**
 * Limits on the whole API, before a body is read or a session looked up: per session and per
 * client address, and per costly route group (rate-limit-rules.ts). Counted in this process's
 * memory, so each web process has its own budgets. `RATE_LIMITS=off` registers nothing.
 */
export function rateLimits(context: Pick<AppContext, 'config' | 'now'>): FastifyPluginAsync {
  const plugin = async (app: FastifyInstance) => {
    const settings = context.config.rateLimits;
    if (!settings.enabled) return;
    const buckets = new TokenBuckets();
    const sweeper = setInterval(() => buckets.sweep(context.now().getTime()), sweepEveryMs);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    app.addHook('onRequest', async (request) => {
      const route = routeOf(request);
      if (!isRateLimited(route)) return;
      const address = `a:${clientKeyOf(request.ip)}`;
      const session = sessionOf(request);
      const budgets: { key: string; rate: Rate; scope: 'address' | 'session' | CostlyGroup }[] = [
        { key: address, rate: settings.perAddress, scope: 'address' },
      ];
      if (session) budgets.push({ key: session, rate: settings.perSession, scope: 'session' });
      const group = costlyRoutes[`${request.method} ${route}`];
      if (group) {
        const owner = costlyGroupCountedPer[group] === 'session' && session ? session : address;
        budgets.push({ key: `${group}:${owner}`, rate: settings.costly[group], scope: group });
      }
      const { waitSeconds, refusedBy } = buckets.take(budgets, context.now().getTime());
      const scope = refusedBy === undefined ? undefined : budgets[refusedBy]?.scope;
      if (!scope) return;
      const what = scope === 'address' || scope === 'session' ? `from this ${scope}` : `to ${scope} routes`;
      throw new AppError('too_many_requests', {
        message: `Too many requests ${what}; retry in ${waitSeconds} s`,
        details: { retryAfterSeconds: waitSeconds, scope },
      });
    });
  };
  // Like fastify-plugin: the hook reaches every route of the instance it is registered on.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
