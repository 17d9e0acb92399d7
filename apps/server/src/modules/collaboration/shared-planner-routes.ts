import { addNoteRequest, decidePostRequest, postNote, postNoteList } from '@pagewise/shared/collaboration';
import { plannerQuery, sharedPlannerResponse } from '@pagewise/shared/planner';
import { post } from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { addNote, listNotes } from './notes.ts';
import { decideSharedPlannerPost, readSharedPlanner, readSharedPlannerPost } from './shared-planner.ts';

const rangeQuery = plannerQuery.pick({ from: true, to: true });

/**
 * /api/shared-planner: what an external validator reaches with the access token of their link, sent
 * in `x-planner-token` (a header rather than the URL, so that it stays out of logs). Every call
 * resolves the token again, before anything about the input is told: a revoked or renewed link stops
 * at once.
 */
export function sharedPlannerRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['shared planner'];
    app.get(
      '/shared-planner',
      {
        config: { access: 'planner-token' },
        schema: {
          summary: 'Read the shared planner of a period',
          operationId: 'readSharedPlanner',
          tags,
          querystring: rangeQuery,
          response: { 200: sharedPlannerResponse },
        },
      },
      async (request) => readSharedPlanner(context, validatorOf(request), request.query),
    );
    app.get(
      '/shared-planner/posts/:id',
      {
        config: { access: 'planner-token' },
        schema: {
          summary: 'Read a post of the shared planner',
          operationId: 'getSharedPlannerPost',
          tags,
          params: idParams,
          response: { 200: post },
        },
      },
      async (request) => readSharedPlannerPost(context, validatorOf(request), request.params.id),
    );
    app.post(
      '/shared-planner/posts/:id/validation',
      {
        config: { access: 'planner-token', errors: ['forbidden'] },
        schema: {
          summary: 'Validate or refuse a post assigned to me',
          operationId: 'decideSharedPlannerPost',
          tags,
          params: idParams,
          body: decidePostRequest,
          response: { 200: post },
        },
      },
      async (request) =>
        decideSharedPlannerPost(context, validatorOf(request), request.params.id, request.body.decision),
    );
    app.get(
      '/shared-planner/posts/:id/notes',
      {
        config: { access: 'planner-token' },
        schema: {
          summary: "List a shared post's notes",
          operationId: 'listSharedPlannerNotes',
          tags,
          params: idParams,
          response: { 200: postNoteList },
        },
      },
      async (request) => ({ notes: await listNotes(context, validatorOf(request), request.params.id) }),
    );
    app.post(
      '/shared-planner/posts/:id/notes',
      {
        config: { access: 'planner-token' },
        schema: {
          summary: 'Add a note to a shared post',
          operationId: 'addSharedPlannerNote',
          tags,
          params: idParams,
          body: addNoteRequest,
          response: { 201: postNote },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addNote(context, validatorOf(request), request.params.id, request.body)),
    );
  };
}
