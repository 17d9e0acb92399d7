import {
  accountSettings,
  addNoteRequest,
  assigneeList,
  assignPostRequest,
  decidePostRequest,
  postNote,
  postNoteList,
  updateAccountSettingsRequest,
} from '@pagewise/shared/collaboration';
import { post } from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { getAccountSettings, updateAccountSettings } from './account-settings.ts';
import { assignPost } from './assign-post.ts';
import { listAssignees } from './assignees.ts';
import { decidePost, removeValidation } from './decide-post.ts';
import { addNote, listNotes } from './notes.ts';

const idParams = z.object({ id: z.string().max(100) });

/** /api/posts/:id/assignment, /validation, /notes and /api/account/settings: the validation workflow. */
export function collaborationRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['collaboration'];
    const preHandler = requireAuth(context);

    app.put(
      '/posts/:id/assignment',
      {
        schema: { tags, params: idParams, body: assignPostRequest, response: { 200: post } },
        preHandler,
      },
      async (request) => assignPost(context, authOf(request), request.params.id, request.body),
    );

    app.get(
      '/posts/:id/assignees',
      { schema: { tags, params: idParams, response: { 200: assigneeList } }, preHandler },
      async (request) => ({
        assignees: await listAssignees(context, authOf(request), request.params.id),
      }),
    );

    app.post(
      '/posts/:id/validation',
      {
        schema: {
          tags,
          description:
            'Validating a post whose publications are all drafts schedules them at its planned time.',
          params: idParams,
          body: decidePostRequest,
          response: { 200: post },
        },
        preHandler,
      },
      async (request) =>
        decidePost(
          context,
          { kind: 'user', auth: authOf(request) },
          request.params.id,
          request.body.decision,
        ),
    );

    app.delete(
      '/posts/:id/validation',
      { schema: { tags, params: idParams, response: { 200: post } }, preHandler },
      async (request) => removeValidation(context, authOf(request), request.params.id),
    );

    app.get(
      '/posts/:id/notes',
      { schema: { tags, params: idParams, response: { 200: postNoteList } }, preHandler },
      async (request) => ({
        notes: await listNotes(context, { kind: 'user', auth: authOf(request) }, request.params.id),
      }),
    );

    app.post(
      '/posts/:id/notes',
      { schema: { tags, params: idParams, body: addNoteRequest, response: { 201: postNote } }, preHandler },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addNote(context, { kind: 'user', auth: authOf(request) }, request.params.id, request.body),
          ),
    );

    app.get(
      '/account/settings',
      { schema: { tags, response: { 200: accountSettings } }, preHandler },
      async (request) => getAccountSettings(context, authOf(request)),
    );

    app.patch(
      '/account/settings',
      {
        schema: { tags, body: updateAccountSettingsRequest, response: { 200: accountSettings } },
        preHandler,
      },
      async (request) => updateAccountSettings(context, authOf(request), request.body),
    );
  };
}
