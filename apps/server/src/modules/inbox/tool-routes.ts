import {
  badWord,
  badWordInput,
  inboxAssignee,
  inboxTeamQuery,
  inboxTeamRow,
  savedReply,
  savedReplyInput,
} from '@pagewise/shared/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { listInboxAssignees } from './assignees.ts';
import { sessionRoute } from './route-access.ts';
import { addBadWord, deleteBadWord, listBadWords } from './rule-bad-word-list.ts';
import { addSavedReply, deleteSavedReply, listSavedReplies } from './saved-replies.ts';
import { teamPanel } from './team-panel.ts';

/** The inbox's tools: saved replies, the bad-words list, the assignees, the team panel. */
export function toolRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['inbox'];

    app.get(
      '/inbox/saved-replies',
      {
        config: sessionRoute(),
        schema: {
          summary: "The account's saved replies",
          operationId: 'listSavedReplies',
          tags,
          response: { 200: z.array(savedReply) },
        },
      },
      async (request) => listSavedReplies(context, authOf(request)),
    );
    app.post(
      '/inbox/saved-replies',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Save a reply, with variables {{name}}, {{page}}, {{user}}',
          operationId: 'addSavedReply',
          tags,
          body: savedReplyInput,
          response: { 201: savedReply },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addSavedReply(context, authOf(request), request.body)),
    );
    app.delete(
      '/inbox/saved-replies/:id',
      {
        config: sessionRoute(),
        schema: { summary: 'Delete a saved reply', operationId: 'deleteSavedReply', tags, params: idParams },
      },
      async (request, reply) => {
        await deleteSavedReply(context, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/inbox/bad-words',
      {
        config: sessionRoute(),
        schema: {
          summary: 'The bad-words list (the account’s and its pages’)',
          operationId: 'listBadWords',
          tags,
          response: { 200: z.array(badWord) },
        },
      },
      async (request) => listBadWords(context, authOf(request)),
    );
    app.post(
      '/inbox/bad-words',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Ban a word, for the account or one page',
          operationId: 'addBadWord',
          tags,
          body: badWordInput,
          response: { 201: badWord },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addBadWord(context, authOf(request), request.body)),
    );
    app.delete(
      '/inbox/bad-words/:id',
      {
        config: sessionRoute(),
        schema: { summary: 'Remove a banned word', operationId: 'deleteBadWord', tags, params: idParams },
      },
      async (request, reply) => {
        await deleteBadWord(context, authOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/inbox/assignees',
      {
        config: sessionRoute(),
        schema: {
          summary: 'The members items may be assigned to, with the pages each reaches',
          operationId: 'listInboxAssignees',
          tags,
          response: { 200: z.array(inboxAssignee) },
        },
      },
      async (request) => listInboxAssignees(context, authOf(request)),
    );

    app.get(
      '/inbox/team',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Items treated and median first-reply time per member, over a period',
          operationId: 'inboxTeamPanel',
          tags,
          querystring: inboxTeamQuery,
          response: { 200: z.array(inboxTeamRow) },
        },
      },
      async (request) => teamPanel(context, authOf(request), request.query),
    );
  };
}
