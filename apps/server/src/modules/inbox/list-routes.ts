import { inboxCounts, inboxItemDetail, inboxList, inboxQuery, inboxThread } from '@pagewise/shared/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { sessionStillOpen } from '../auth/sessions.ts';
import { countPerTab } from './counts-per-tab.ts';
import { type InboxEventsBus, startInboxEvents } from './events-bus.ts';
import { streamInboxEvents } from './events-stream.ts';
import { getInboxItemDetail } from './get-item-detail.ts';
import { listInboxItems } from './list-items.ts';
import { inboxThreadsQuery, listInboxThreads } from './list-threads.ts';

const countsQuery = inboxQuery.omit({ tab: true, after: true, limit: true });

/** The inbox screen's reads: its lists, counts, item details, threads and change events. */
export function inboxListRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Listening starts with the first screen that asks, once per process; the server's close ends
    // the streams (their screens reconnect to another process) and the listening.
    let bus: Promise<InboxEventsBus> | undefined;
    const streams = new Set<() => void>();
    app.addHook('onClose', async () => {
      for (const end of streams) end();
      await (await bus?.catch(() => undefined))?.close();
    });

    app.get(
      '/inbox/items',
      {
        config: { access: 'session' },
        schema: {
          summary: 'List inbox items, newest first, by tab and filters (keyset pages)',
          operationId: 'listInboxItems',
          tags: ['inbox'],
          querystring: inboxQuery,
          response: { 200: inboxList },
        },
      },
      async (request) => listInboxItems(context, authOf(request), request.query),
    );

    app.get(
      '/inbox/counts',
      {
        config: { access: 'session' },
        schema: {
          summary: 'Count the items of each inbox tab for the filters in force',
          operationId: 'countInboxItems',
          tags: ['inbox'],
          querystring: countsQuery,
          response: { 200: inboxCounts },
        },
      },
      async (request) => countPerTab(context, authOf(request), request.query),
    );

    app.get(
      '/inbox/items/:id',
      {
        config: { access: 'session', errors: ['not_found'] },
        schema: {
          summary: 'Read an inbox item with its notes and actions',
          operationId: 'getInboxItem',
          tags: ['inbox'],
          params: idParams,
          response: { 200: inboxItemDetail },
        },
      },
      async (request) => getInboxItemDetail(context, authOf(request), request.params.id),
    );

    app.get(
      '/inbox/threads',
      {
        config: { access: 'session' },
        schema: {
          summary: "List the inbox's post threads and conversations",
          operationId: 'listInboxThreads',
          tags: ['inbox'],
          querystring: inboxThreadsQuery,
          response: { 200: z.array(inboxThread) },
        },
      },
      async (request) => listInboxThreads(context, authOf(request), request.query),
    );

    app.get(
      '/inbox/events',
      {
        config: { access: 'session' },
        schema: {
          summary: "Server-sent events: `items` each time the account's inbox changes",
          operationId: 'inboxEvents',
          tags: ['inbox'],
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        bus ??= startInboxEvents(context.database, context.logger).catch((error: unknown) => {
          bus = undefined;
          throw error;
        });
        const listening = await bus;
        reply.hijack();
        const end = streamInboxEvents(reply.raw, listening, auth.user.accountId, () =>
          sessionStillOpen(context, auth.session.id),
        );
        streams.add(end);
        reply.raw.on('close', () => streams.delete(end));
      },
    );
  };
}
