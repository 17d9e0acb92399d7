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
import { authOf } from '../../platform/auth-guard.ts';
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
      {
        config: { access: 'public', errors: ['email_already_used'] },
        schema: {
          tags,
          summary: 'Sign up',
          operationId: 'signUp',
          description: 'Creates the account and its administrator, and e-mails the confirmation link.',
          body: signupRequest,
          response: { 201: signupResponse },
        },
      },
      async (request, reply) => {
        const result = await signup(context, request.body);
        return reply.status(201).send({ email: result.email, confirmationSent: true as const });
      },
    );

    app.post(
      '/auth/confirm',
      {
        config: { access: 'public', errors: ['invalid_token', 'user_already_confirmed'] },
        schema: {
          tags,
          summary: 'Confirm an e-mail address',
          operationId: 'confirmEmail',
          body: confirmRequest,
          response: { 200: confirmResponse },
        },
      },
      async (request) => {
        const result = await confirmEmail(context, request.body.token);
        return { confirmed: true as const, email: result.email };
      },
    );

    app.post(
      '/auth/resend-confirmation',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Send the confirmation e-mail again',
          operationId: 'resendConfirmation',
          description: 'Answers the same whether or not the address is known.',
          body: resendConfirmationRequest,
          response: { 202: accepted },
        },
      },
      async (request, reply) => {
        await resendConfirmation(context, request.body.email);
        return reply.status(202).send({ accepted: true as const });
      },
    );

    app.post(
      '/auth/login',
      {
        config: {
          access: 'public',
          errors: [
            'missing_email_or_password',
            'bad_credentials',
            'email_not_confirmed',
            'too_many_attempts',
          ],
        },
        schema: {
          tags,
          summary: 'Log in',
          operationId: 'logIn',
          description: 'Answers a session token for the `Authorization: Bearer` header of the other calls.',
          body: loginRequest,
          response: { 200: loginResponse },
        },
      },
      async (request) =>
        login(context, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    );

    app.post(
      '/auth/logout',
      {
        config: { access: 'session' },
        schema: { tags, summary: 'Log out', operationId: 'logOut', response: { 204: z.null() } },
      },
      async (request, reply) => {
        await revokeSession(context, authOf(request).session.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Send a password reset link',
          operationId: 'forgotPassword',
          description: 'Answers the same whether or not the address is known.',
          body: forgotPasswordRequest,
          response: { 202: accepted },
        },
      },
      async (request, reply) => {
        await forgotPassword(context, request.body.email);
        return reply.status(202).send({ accepted: true as const });
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { access: 'public', errors: ['invalid_token'] },
        schema: {
          tags,
          summary: 'Reset the password with an e-mailed link',
          operationId: 'resetPassword',
          body: resetPasswordRequest,
          response: { 200: done },
        },
      },
      async (request) => {
        await resetPassword(context, request.body);
        return { ok: true as const };
      },
    );

    app.put(
      '/users/me/password',
      {
        config: { access: 'session', errors: ['old_password_mismatch'] },
        schema: {
          tags,
          summary: 'Change my password',
          operationId: 'changePassword',
          description: "Needs the current password; the caller's session stays, every other one ends.",
          body: changePasswordRequest,
          response: { 200: done },
        },
      },
      async (request) => {
        await changePassword(context, authOf(request), request.body);
        return { ok: true as const };
      },
    );
  };
}
