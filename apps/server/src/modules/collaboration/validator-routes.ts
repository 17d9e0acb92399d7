import {
  saveValidatorRequest,
  validator,
  validatorKinds,
  validatorList,
} from '@pagewise/shared/collaboration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { createValidator, updateValidator } from './validator-save.ts';
import {
  deleteValidator,
  getValidator,
  listValidators,
  renewValidatorLink,
  revokeValidatorLink,
} from './validators.ts';

// `partial()` keeps the default of `kind`: an edit that leaves it out must not turn a viewer back.
const updateValidatorRequest = saveValidatorRequest
  .partial()
  .extend({ kind: z.enum(validatorKinds).optional() })
  .meta({ id: 'UpdateValidatorRequest' });

/** /api/validators: external validators of the shared planner and their access links. */
export function validatorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['validators'];

    app.get(
      '/validators',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'List external validators',
          operationId: 'listValidators',
          tags,
          response: { 200: validatorList },
        },
      },
      async (request) => ({ validators: await listValidators(context, authOf(request)) }),
    );
    app.post(
      '/validators',
      {
        config: { access: 'session', errors: ['forbidden', 'email_already_used'] },
        schema: {
          summary: 'Add an external validator',
          operationId: 'createValidator',
          tags,
          body: saveValidatorRequest,
          response: { 201: validator },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createValidator(context, authOf(request), request.body)),
    );
    app.get(
      '/validators/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read an external validator',
          operationId: 'getValidator',
          tags,
          params: idParams,
          response: { 200: validator },
        },
      },
      async (request) => getValidator(context, authOf(request), request.params.id),
    );
    app.patch(
      '/validators/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'email_already_used'] },
        schema: {
          summary: 'Change an external validator',
          operationId: 'updateValidator',
          tags,
          params: idParams,
          body: updateValidatorRequest,
          response: { 200: validator },
        },
      },
      async (request) => updateValidator(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/validators/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Remove an external validator',
          operationId: 'deleteValidator',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteValidator(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    // The access link: a new one (the old stops working), or none (revoked).
    app.post(
      '/validators/:id/link',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Renew a validator's access link",
          operationId: 'renewValidatorLink',
          tags,
          params: idParams,
          response: { 200: validator },
        },
      },
      async (request) => renewValidatorLink(context, authOf(request), request.params.id),
    );
    app.delete(
      '/validators/:id/link',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Revoke a validator's access link",
          operationId: 'revokeValidatorLink',
          tags,
          params: idParams,
          response: { 200: validator },
        },
      },
      async (request) => revokeValidatorLink(context, authOf(request), request.params.id),
    );
  };
}
