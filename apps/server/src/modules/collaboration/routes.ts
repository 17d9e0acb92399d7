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
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { getAccountSettings, updateAccountSettings } from './account-settings.ts';
import { assignPost } from './assign-post.ts';
import { listAssignees } from './assignees.ts';
import { decidePost, removeValidation } from './decide-post.ts';
import { addNote, listNotes } from './notes.ts';

/** /api/posts/:id/assignment, /validation, /notes and /api/account/settings: the validation workflow. */
export function collaborationRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['collaboration'];

    app.put(
      '/posts/:id/assignment',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Assign a post for validation',
          operationId: 'assignPost',
          tags,
          params: idParams,
          body: assignPostRequest,
          response: { 200: post },
        },
      },
      async (request) => assignPost(context, authOf(request), request.params.id, request.body),
    );

    app.get(
      '/posts/:id/assignees',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'List who may validate a post',
          operationId: 'listAssignees',
          tags,
          params: idParams,
          response: { 200: assigneeList },
        },
      },
      async (request) => ({
        assignees: await listAssignees(context, authOf(request), request.params.id),
      }),
    );

    app.post(
      '/posts/:id/validation',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Validate or refuse a post',
          operationId: 'decidePost',
          tags,
          description:
            'Validating a post whose publications are all drafts schedules them at its planned time.',
          params: idParams,
          body: decidePostRequest,
          response: { 200: post },
        },
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
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Withdraw a post's validation decision",
          operationId: 'removeValidation',
          tags,
          params: idParams,
          response: { 200: post },
        },
      },
      async (request) => removeValidation(context, authOf(request), request.params.id),
    );

    app.get(
      '/posts/:id/notes',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List a post's notes",
          operationId: 'listPostNotes',
          tags,
          params: idParams,
          response: { 200: postNoteList },
        },
      },
      async (request) => ({
        notes: await listNotes(context, { kind: 'user', auth: authOf(request) }, request.params.id),
      }),
    );

    app.post(
      '/posts/:id/notes',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Add a note to a post',
          operationId: 'addPostNote',
          tags,
          params: idParams,
          body: addNoteRequest,
          response: { 201: postNote },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addNote(context, { kind: 'user', auth: authOf(request) }, request.params.id, request.body),
          ),
    );

    app.get(
      '/account/settings',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Read the account's settings",
          operationId: 'getAccountSettings',
          tags,
          response: { 200: accountSettings },
        },
      },
      async (request) => getAccountSettings(context, authOf(request)),
    );

    app.patch(
      '/account/settings',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Change the account's settings",
          operationId: 'updateAccountSettings',
          tags,
          body: updateAccountSettingsRequest,
          response: { 200: accountSettings },
        },
      },
      async (request) => updateAccountSettings(context, authOf(request), request.body),
    );
  };
}
