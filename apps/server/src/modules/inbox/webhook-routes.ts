import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { metaPushes, type Push, threadsPushes } from './webhook-pushes.ts';
import { receivePush, verifySubscription, type WebhookEndpoint } from './webhook-receive.ts';

const verification = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const endpoints: { endpoint: WebhookEndpoint; name: string; pushesOf: (body: unknown) => Push[] }[] = [
  { endpoint: 'meta', name: 'Meta (Facebook pages, Instagram)', pushesOf: metaPushes },
  { endpoint: 'threads', name: 'Threads', pushesOf: threadsPushes },
];

/**
 * Where Meta and Threads push news of comments, mentions and messages. The body is kept as sent
 * (its signature is over the raw bytes), checked, and turned into reads for the workers.
 */
export function webhookRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    for (const { endpoint, name, pushesOf } of endpoints) {
      app.get(
        `/webhooks/${endpoint}`,
        {
          config: { access: 'public', errors: ['forbidden'] },
          schema: {
            tags: ['webhooks'],
            summary: `Verify the ${name} webhook subscription`,
            operationId: `verify${endpoint[0]?.toUpperCase()}${endpoint.slice(1)}Webhook`,
            querystring: verification,
            response: { 200: z.string() },
          },
        },
        async (request, reply) => {
          const challenge = verifySubscription(context, {
            mode: request.query['hub.mode'],
            token: request.query['hub.verify_token'],
            challenge: request.query['hub.challenge'],
          });
          return reply.type('text/plain').send(challenge);
        },
      );
      app.post(
        `/webhooks/${endpoint}`,
        {
          config: { access: 'public', errors: ['forbidden'] },
          schema: {
            tags: ['webhooks'],
            summary: `Receive a ${name} push`,
            operationId: `receive${endpoint[0]?.toUpperCase()}${endpoint.slice(1)}Webhook`,
            description: 'Signed with X-Hub-Signature-256; the pages it names are read by the workers.',
            body: z.string().max(1024 * 1024),
            response: { 200: z.object({ requested: z.number().int() }) },
          },
        },
        async (request) => {
          const signature = request.headers['x-hub-signature-256'];
          const requested = await receivePush(
            context,
            endpoint,
            request.body,
            typeof signature === 'string' ? signature : undefined,
            pushesOf,
          );
          return { requested };
        },
      );
    }
  };
}
