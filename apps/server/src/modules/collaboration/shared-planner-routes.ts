import {
  addNoteRequest,
  decidePostRequest,
  plannerTokenHeader,
  postNote,
  postNoteList,
} from '@pagewise/shared/collaboration';
import { plannerQuery, sharedPlannerResponse } from '@pagewise/shared/planner';
import { post } from '@pagewise/shared/posts/post';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { addNote, listNotes } from './notes.ts';
import { decideSharedPlannerPost, readSharedPlanner, readSharedPlannerPost } from './shared-planner.ts';
import { plannerLinkInvalid, type SharedPlannerActor, validatorActor } from './shared-planner-actor.ts';

// Any text is accepted: an id that is not a UUID is simply not found, never a 500 from the cast.
const idParams = z.object({ id: z.string().max(100) });
const rangeQuery = plannerQuery.pick({ from: true, to: true });

/**
 * /api/shared-planner: what an external validator reaches with the access token of their link, sent
 * in `x-planner-token` (a header rather than the URL, so that it stays out of logs). Every call
 * resolves the token again: a revoked or renewed link stops at once.
 */
export function sharedPlannerRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['shared planner'];
    // The link is checked first, on request: without a valid one, nothing about the input is told.
    const actors = new WeakMap<FastifyRequest, SharedPlannerActor>();
    app.addHook('onRequest', async (request) => {
      const token = request.headers[plannerTokenHeader];
      actors.set(request, await validatorActor(context, typeof token === 'string' ? token : undefined));
    });
    const actorOf = (request: FastifyRequest) => {
      const actor = actors.get(request);
      if (!actor) throw plannerLinkInvalid();
      return actor;
    };

    app.get(
      '/shared-planner',
      { schema: { tags, querystring: rangeQuery, response: { 200: sharedPlannerResponse } } },
      async (request) => readSharedPlanner(context, actorOf(request), request.query),
    );
    app.get(
      '/shared-planner/posts/:id',
      { schema: { tags, params: idParams, response: { 200: post } } },
      async (request) => readSharedPlannerPost(context, actorOf(request), request.params.id),
    );
    app.post(
      '/shared-planner/posts/:id/validation',
      { schema: { tags, params: idParams, body: decidePostRequest, response: { 200: post } } },
      async (request) =>
        decideSharedPlannerPost(context, actorOf(request), request.params.id, request.body.decision),
    );
    app.get(
      '/shared-planner/posts/:id/notes',
      { schema: { tags, params: idParams, response: { 200: postNoteList } } },
      async (request) => ({ notes: await listNotes(context, actorOf(request), request.params.id) }),
    );
    app.post(
      '/shared-planner/posts/:id/notes',
      { schema: { tags, params: idParams, body: addNoteRequest, response: { 201: postNote } } },
      async (request, reply) =>
        reply.status(201).send(await addNote(context, actorOf(request), request.params.id, request.body)),
    );
  };
}
