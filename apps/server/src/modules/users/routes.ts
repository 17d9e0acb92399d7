import { accepted } from '@pagewise/shared/auth';
import {
  addUserRequest,
  colorSchemeRequest,
  me,
  notificationSettings,
  updateProfileRequest,
  updateUserRequest,
  user,
  userList,
} from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { addUser } from './add-user.ts';
import { deleteUser } from './delete-user.ts';
import { getMe } from './get-me.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { pictureRoutes } from './picture-routes.ts';
import { resendInvitation } from './resend-invitation.ts';
import { updateColorScheme } from './update-color-scheme.ts';
import { updateNotifications } from './update-notifications.ts';
import { updateProfile } from './update-profile.ts';
import { updateUser } from './update-user.ts';

export function userRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];

    // My account: any role, only oneself. Static `/users/me…` paths win over `/users/:id`.
    app.get(
      '/users/me',
      {
        config: { access: 'session', errors: ['user_not_found'] },
        schema: { summary: 'Read my profile', operationId: 'getMe', tags, response: { 200: me } },
      },
      async (request) => getMe(context, authOf(request)),
    );
    app.patch(
      '/users/me',
      {
        config: { access: 'session', errors: ['email_already_used'] },
        schema: {
          summary: 'Update my profile',
          operationId: 'updateMe',
          tags,
          body: updateProfileRequest,
          response: { 200: me },
        },
      },
      async (request) => updateProfile(context, authOf(request), request.body),
    );
    app.put(
      '/users/me/notifications',
      {
        config: { access: 'session' },
        schema: {
          summary: 'Set my e-mail notifications',
          operationId: 'updateMyNotifications',
          tags,
          body: notificationSettings,
          response: { 200: me },
        },
      },
      async (request) => updateNotifications(context, authOf(request), request.body),
    );
    app.put(
      '/users/me/color-scheme',
      {
        config: { access: 'session' },
        schema: {
          summary: 'Set my colour scheme (light, dark or the device’s)',
          operationId: 'updateMyColorScheme',
          tags,
          body: colorSchemeRequest,
          response: { 200: me },
        },
      },
      async (request) => updateColorScheme(context, authOf(request), request.body.colorScheme),
    );
    await app.register(pictureRoutes(context));

    // Manage users.
    app.get(
      '/users',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'List the users of the account',
          operationId: 'listUsers',
          tags,
          response: { 200: userList },
        },
      },
      async (request) => ({
        users: await listUsers(context, authOf(request)),
      }),
    );
    app.post(
      '/users',
      {
        config: { access: 'session', errors: ['forbidden', 'email_already_used'] },
        schema: {
          summary: 'Add a user to the account',
          operationId: 'addUser',
          tags,
          body: addUserRequest,
          response: { 201: user },
        },
      },
      async (request, reply) => reply.status(201).send(await addUser(context, authOf(request), request.body)),
    );
    app.get(
      '/users/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'user_not_found'] },
        schema: {
          summary: 'Read a user of the account',
          operationId: 'getUser',
          tags,
          params: idParams,
          response: { 200: user },
        },
      },
      async (request) => getUser(context, authOf(request), request.params.id),
    );
    app.patch(
      '/users/:id',
      {
        config: {
          access: 'session',
          errors: ['forbidden', 'user_not_found', 'email_already_used', 'last_administrator'],
        },
        schema: {
          summary: "Change a user's role, name or page access",
          operationId: 'updateUser',
          tags,
          params: idParams,
          body: updateUserRequest,
          response: { 200: user },
        },
      },
      async (request) => updateUser(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/users/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'user_not_found', 'last_administrator'] },
        schema: {
          summary: 'Remove a user from the account',
          operationId: 'deleteUser',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteUser(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/users/:id/invitation',
      {
        config: {
          access: 'session',
          errors: ['forbidden', 'user_not_found', 'user_already_confirmed', 'too_many_attempts'],
        },
        schema: {
          summary: 'Send the invitation e-mail again',
          operationId: 'resendInvitation',
          tags,
          params: idParams,
          response: { 202: accepted },
        },
      },
      async (request, reply) => {
        await resendInvitation(context, authOf(request), request.params.id);
        return reply.status(202).send({ accepted: true as const });
      },
    );
  };
}
