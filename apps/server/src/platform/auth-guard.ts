import type { FastifyRequest } from 'fastify';
import { type Auth, authenticate } from '../modules/auth/sessions.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** preHandler for routes that need a logged-in user; sets `request.auth`. */
export function requireAuth(context: AppContext) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    request.auth = await authenticate(context, token);
  };
}

/** The caller, inside a handler guarded by requireAuth. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}
