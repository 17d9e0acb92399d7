import { me, user, userList } from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { getMe } from './get-me.ts';
import { getUser } from './get-user.ts';
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
    app.get(
      '/users/:id',
      {
        // Any text is accepted: an id that is not a UUID is simply not found, never a 500 from the cast.
        schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 200: user } },
        preHandler: requireAuth(context),
      },
      async (request) => getUser(context, authOf(request), request.params.id),
    );
  };
}
