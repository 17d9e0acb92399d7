import { accepted } from '@pagewise/shared/auth';
import {
  addUserRequest,
  me,
  notificationSettings,
  updateProfileRequest,
  updateUserRequest,
  user,
  userList,
} from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { addUser } from './add-user.ts';
import { deleteUser } from './delete-user.ts';
import { getMe } from './get-me.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { pictureRoutes } from './picture-routes.ts';
import { resendInvitation } from './resend-invitation.ts';
import { updateNotifications } from './update-notifications.ts';
import { updateProfile } from './update-profile.ts';
import { updateUser } from './update-user.ts';

// Any text is accepted: an id that is not a UUID is simply not found, never a 500 from the cast.
const idParams = z.object({ id: z.string().max(100) });

export function userRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    const preHandler = requireAuth(context);

    // My account: any role, only oneself. Static `/users/me…` paths win over `/users/:id`.
    app.get('/users/me', { schema: { tags, response: { 200: me } }, preHandler }, async (request) =>
      getMe(context, authOf(request)),
    );
    app.patch(
      '/users/me',
      { schema: { tags, body: updateProfileRequest, response: { 200: me } }, preHandler },
      async (request) => updateProfile(context, authOf(request), request.body),
    );
    app.put(
      '/users/me/notifications',
      { schema: { tags, body: notificationSettings, response: { 200: me } }, preHandler },
      async (request) => updateNotifications(context, authOf(request), request.body),
    );
    await app.register(pictureRoutes(context));

    // Manage users.
    app.get('/users', { schema: { tags, response: { 200: userList } }, preHandler }, async (request) => ({
      users: await listUsers(context, authOf(request)),
    }));
    app.post(
      '/users',
      { schema: { tags, body: addUserRequest, response: { 201: user } }, preHandler },
      async (request, reply) => reply.status(201).send(await addUser(context, authOf(request), request.body)),
    );
    app.get(
      '/users/:id',
      { schema: { tags, params: idParams, response: { 200: user } }, preHandler },
      async (request) => getUser(context, authOf(request), request.params.id),
    );
    app.patch(
      '/users/:id',
      { schema: { tags, params: idParams, body: updateUserRequest, response: { 200: user } }, preHandler },
      async (request) => updateUser(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/users/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteUser(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/users/:id/invitation',
      { schema: { tags, params: idParams, response: { 202: accepted } }, preHandler },
      async (request, reply) => {
        await resendInvitation(context, authOf(request), request.params.id);
        return reply.status(202).send({ accepted: true as const });
      },
    );
  };
}
