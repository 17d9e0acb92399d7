import { plannerTokenHeader } from '@pagewise/shared/collaboration';
import type { ErrorKey } from '@pagewise/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiKeyCaller, authenticateApiKey } from '../modules/api-keys/authenticate-api-key.ts';
import { type Auth, authenticate } from '../modules/auth/sessions.ts';
import {
  plannerLinkInvalid,
  type SharedPlannerActor,
  validatorActor,
} from '../modules/collaboration/shared-planner-actor.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';

/**
 * Who may call a route, said once in its `config.access`: the guard that runs first and the
 * OpenAPI `security` of the route (platform/openapi.ts) both come from it.
 * - `public`: anyone; the request itself proves who sends it where it matters (a form, a one-time
 *   token or state);
 * - `session`: a logged-in user, with the session token as a bearer token;
 * - `planner-token`: an external validator, with the token of their link in `x-planner-token` (never
 *   a session).
 * - `api-key`: a program reading the account's reports, with an API key of the account as a bearer
 *   token (never a session; and a key opens no other kind of route).
 */
export const accessKinds = ['public', 'session', 'planner-token', 'api-key'] as const;
export type Access = (typeof accessKinds)[number];

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    validator: SharedPlannerActor | null;
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (see `Access`); every API route says it. */
    access?: Access;
    /**
     * Error keys the route answers besides those its access and its input bring (a refused role,
     * a conflict…): its OpenAPI document lists their statuses.
     */
    errors?: readonly ErrorKey[];
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

type Guard = (request: FastifyRequest) => Promise<void>;

function guardsOf(context: AppContext): Record<Access, Guard | null> {
  return {
    public: null,
    session: async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('unauthorized');
      request.auth = await authenticate(context, token);
    },
    'planner-token': async (request) => {
      const token = request.headers[plannerTokenHeader];
      request.validator = await validatorActor(context, typeof token === 'string' ? token : undefined);
    },
    'api-key': async (request) => {
      request.apiKey = await authenticateApiKey(context, bearerToken(request));
    },
  };
}

/**
 * Guards every route registered under `app` from its `config.access`, on request: before the body is
 * read, parsed or validated, so a caller without the right credentials learns nothing about the
 * input a route expects. A route that does not say who may call it is refused at start.
 */
export function guardRoutes(app: FastifyInstance, context: AppContext) {
  app.decorateRequest('auth', null);
  app.decorateRequest('validator', null);
  app.decorateRequest('apiKey', null);
  const guards = guardsOf(context);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !(access in guards)) {
      throw new Error(`${route.method} ${route.url}: say who may call it in config.access`);
    }
    const guard = guards[access];
    if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}

/** The caller of a `session` route. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

/** The external validator calling a `planner-token` route. */
export function validatorOf(request: FastifyRequest): SharedPlannerActor {
  if (!request.validator) throw plannerLinkInvalid();
  return request.validator;
}

/** The API key calling an `api-key` route, and the reader it acts as. */
export function apiKeyOf(request: FastifyRequest): ApiKeyCaller {
  if (!request.apiKey) throw new AppError('unauthorized');
  return request.apiKey;
}
