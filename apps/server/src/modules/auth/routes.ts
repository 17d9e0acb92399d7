import {
  accepted,
  changePasswordRequest,
  confirmRequest,
  confirmResponse,
  done,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  resendConfirmationRequest,
  resetPasswordRequest,
  signupRequest,
  signupResponse,
} from '@pagewise/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { changePassword } from './change-password.ts';
import { confirmEmail } from './confirm-email.ts';
import { forgotPassword } from './forgot-password.ts';
import { login } from './login.ts';
import { resendConfirmation } from './resend-confirmation.ts';
import { resetPassword } from './reset-password.ts';
import { revokeSession } from './sessions.ts';
import { signup } from './signup.ts';

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    app.post(
      '/auth/signup',
      { schema: { tags, body: signupRequest, response: { 201: signupResponse } } },
      async (request, reply) => {
        const result = await signup(context, request.body);
        return reply.status(201).send({ email: result.email, confirmationSent: true as const });
      },
    );

    app.post(
      '/auth/confirm',
      { schema: { tags, body: confirmRequest, response: { 200: confirmResponse } } },
      async (request) => {
        const result = await confirmEmail(context, request.body.token);
        return { confirmed: true as const, email: result.email };
      },
    );

    app.post(
      '/auth/resend-confirmation',
      { schema: { tags, body: resendConfirmationRequest, response: { 202: accepted } } },
      async (request, reply) => {
        await resendConfirmation(context, request.body.email);
        return reply.status(202).send({ accepted: true as const });
      },
    );

    app.post(
      '/auth/login',
      { schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
      async (request) =>
        login(context, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    );

    app.post(
      '/auth/logout',
      { schema: { tags, response: { 204: z.null() } }, preHandler: requireAuth(context) },
      async (request, reply) => {
        await revokeSession(context, authOf(request).session.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/forgot-password',
      { schema: { tags, body: forgotPasswordRequest, response: { 202: accepted } } },
      async (request, reply) => {
        await forgotPassword(context, request.body.email);
        return reply.status(202).send({ accepted: true as const });
      },
    );

    app.post(
      '/auth/reset-password',
      { schema: { tags, body: resetPasswordRequest, response: { 200: done } } },
      async (request) => {
        await resetPassword(context, request.body);
        return { ok: true as const };
      },
    );

    app.put(
      '/users/me/password',
      {
        schema: { tags, body: changePasswordRequest, response: { 200: done } },
        preHandler: requireAuth(context),
      },
      async (request) => {
        await changePassword(context, authOf(request), request.body);
        return { ok: true as const };
      },
    );
  };
}
