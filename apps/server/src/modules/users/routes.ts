import { me, userList } from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { getMe } from './get-me.ts';
import { listUsers } from './list-users.ts';

export function userRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    app.get(
      '/users/me',
      { schema: { tags, response: { 200: me } }, preHandler: requireAuth(context) },
      async (request) => getMe(context, authOf(request)),
    );
    app.get(
      '/users',
      { schema: { tags, response: { 200: userList } }, preHandler: requireAuth(context) },
      async (request) => ({
        users: await listUsers(context, authOf(request)),
      }),
    );
  };
}
