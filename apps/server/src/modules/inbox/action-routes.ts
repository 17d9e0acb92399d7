import {
  conversationStateInput,
  inboxAction,
  inboxActionInput,
  inboxBulkActionInput,
  inboxBulkChange,
  inboxItem,
  inboxItemChange,
  inboxNote,
  inboxNoteInput,
  inboxReplyInput,
  inboxThread,
  pinInput,
} from '@pagewise/shared/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { changeItems } from './action-change.ts';
import { requestItemActions } from './action-network.ts';
import { setConversationState, setPinned } from './action-thread.ts';
import { addNote } from './note-add.ts';
import { requestReply } from './reply-request.ts';
import { sessionRoute } from './route-access.ts';
import { undoRuleAction } from './rule-undo.ts';

/** Working the inbox: changes to items, replies and network actions, notes, threads. */
export function actionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['inbox'];

    app.patch(
      '/inbox/items/:id',
      {
        config: sessionRoute(),
        schema: {
          summary: "Change an inbox item's status, evaluation or assignee",
          operationId: 'changeInboxItem',
          tags,
          params: idParams,
          body: inboxItemChange,
          response: { 200: inboxItem },
        },
      },
      async (request) => {
        const [item] = await changeItems(context, authOf(request), [request.params.id], request.body);
        if (!item) throw new Error('item not reloaded');
        return item;
      },
    );

    app.post(
      '/inbox/items/bulk',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Change several inbox items at once (all or none)',
          operationId: 'changeInboxItems',
          tags,
          body: inboxBulkChange,
          response: { 200: z.object({ updated: z.number().int() }) },
        },
      },
      async (request) => ({
        updated: (
          await changeItems(context, authOf(request), request.body.itemIds, request.body.change, true)
        ).length,
      }),
    );

    app.post(
      '/inbox/items/:id/replies',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Reply to an inbox item (sent once, by a worker)',
          operationId: 'replyToInboxItem',
          tags,
          params: idParams,
          body: inboxReplyInput,
          response: { 202: inboxAction },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await requestReply(context, authOf(request), request.params.id, request.body.text)),
    );

    app.post(
      '/inbox/items/:id/actions',
      {
        config: sessionRoute(['inbox_reblock_too_soon', 'inbox_action_unsupported']),
        schema: {
          summary: 'Like, hide, unhide or delete an inbox item, or block or unblock its author (sent once)',
          operationId: 'actOnInboxItem',
          tags,
          params: idParams,
          body: inboxActionInput,
          response: { 202: inboxAction },
        },
      },
      async (request, reply) => {
        const [action] = await requestItemActions(
          context,
          authOf(request),
          [request.params.id],
          request.body.kind,
          false,
        );
        if (!action) throw new Error('action not written');
        return reply.status(202).send(action);
      },
    );

    app.post(
      '/inbox/actions/bulk',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Like, hide, unhide or delete several inbox items (all or none; each sent once)',
          operationId: 'actOnInboxItems',
          tags,
          body: inboxBulkActionInput,
          response: { 202: z.array(inboxAction) },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(
            await requestItemActions(context, authOf(request), request.body.itemIds, request.body.kind, true),
          ),
    );

    app.post(
      '/inbox/actions/:id/undo',
      {
        config: sessionRoute(),
        schema: {
          summary:
            "Undo the bad-words rule's hide of an item (an unhide, sent once) or its flag (the item waits again)",
          operationId: 'undoInboxRuleAction',
          tags,
          params: idParams,
          response: { 202: inboxAction },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await undoRuleAction(context, authOf(request), request.params.id)),
    );

    app.post(
      '/inbox/items/:id/notes',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Add an internal note to an inbox item',
          operationId: 'addInboxNote',
          tags,
          params: idParams,
          body: inboxNoteInput,
          response: { 201: inboxNote },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addNote(context, authOf(request), request.params.id, request.body.text)),
    );

    app.put(
      '/inbox/threads/:id/state',
      {
        config: sessionRoute(),
        schema: {
          summary: "Set a conversation's state",
          operationId: 'setConversationState',
          tags,
          params: idParams,
          body: conversationStateInput,
          response: { 200: inboxThread },
        },
      },
      async (request) =>
        setConversationState(context, authOf(request), request.params.id, request.body.state),
    );

    app.put(
      '/inbox/threads/:id/pin',
      {
        config: sessionRoute(),
        schema: {
          summary: 'Pin or unpin a thread',
          operationId: 'pinInboxThread',
          tags,
          params: idParams,
          body: pinInput,
          response: { 200: inboxThread },
        },
      },
      async (request) => setPinned(context, authOf(request), request.params.id, request.body.pinned),
    );
  };
}
