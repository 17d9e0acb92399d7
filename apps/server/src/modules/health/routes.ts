import { health } from '@pagewise/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { databaseIsUp } from '../../platform/database.ts';

export const version = '0.1.0';

export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Check the server',
          operationId: 'checkHealth',
          description: '200 when the database and the job queue are up, 503 (same body) when one is not.',
          response: { 200: health, 503: health },
        },
      },
      async (_request, reply) => {
        const databaseOk = await databaseIsUp(context.database);
        const queueStarted = context.queue.isStarted();
        const ok = databaseOk && queueStarted;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          version,
          role: context.config.role,
          database: { kind: context.database.kind, ok: databaseOk },
          queue: { ok: queueStarted, started: queueStarted },
        });
      },
    );
  };
}
