import { maxHeaderSize } from 'node:http';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from '../modules/accounts/routes.ts';
import { apiKeyRoutes } from '../modules/api-keys/routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { billingRoutes } from '../modules/billing/routes.ts';
import { botRoutes } from '../modules/bots/routes.ts';
import { collaborationRoutes } from '../modules/collaboration/routes.ts';
import { sharedPlannerRoutes } from '../modules/collaboration/shared-planner-routes.ts';
import { validatorRoutes } from '../modules/collaboration/validator-routes.ts';
import { groupRoutes } from '../modules/groups/routes.ts';
import { healthRoutes, version } from '../modules/health/routes.ts';
import { actionRoutes } from '../modules/inbox/action-routes.ts';
import { collectRoutes } from '../modules/inbox/collect-routes.ts';
import { inboxListRoutes } from '../modules/inbox/list-routes.ts';
import { toolRoutes } from '../modules/inbox/tool-routes.ts';
import { mediaRoutes } from '../modules/media/routes.ts';
import { mediaFileRoutes } from '../modules/media/serve-media-file.ts';
import { overviewRoutes } from '../modules/overview/routes.ts';
import { pageRoutes } from '../modules/pages/routes.ts';
import { plannerRoutes } from '../modules/planner/routes.ts';
import { planRoutes } from '../modules/plans/routes.ts';
import { postRoutes } from '../modules/posts/routes.ts';
import { reportExportRoutes } from '../modules/reporting/export-routes.ts';
import { reportingRoutes } from '../modules/reporting/routes.ts';
import { sandboxRoutes } from '../modules/sandbox/routes.ts';
import { catalogueRoutes } from '../modules/sources/catalogue-routes.ts';
import { sourceRoutes } from '../modules/sources/routes.ts';
import { feedImageRoutes } from '../modules/sources/serve-feed-image.ts';
import { userRoutes } from '../modules/users/routes.ts';
import { guardRoutes } from './auth-guard.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';
import { answerClientError, answerFrameworkError, handleError } from './http-errors.ts';
import { openApiOptions } from './openapi.ts';
import { rateLimits } from './rate-limit.ts';
import { serializerCompiler } from './response-serializer.ts';
import { securityHeaderOptions, securityHeadersOf } from './security-headers.ts';
import { serveWebApp } from './serve-web-app.ts';
import { shareReads } from './shared-reads.ts';
import { refuseUnsafeInput } from './text-guard.ts';

/** JSON bodies beyond this are refused with `payload_too_large`; media uploads get their own route limits. */
const bodyLimit = 1024 * 1024;

export async function buildHttp(context: AppContext): Promise<FastifyInstance> {
  const logger = context.logger as FastifyBaseLogger;
  const securityHeaders = securityHeadersOf(securityHeaderOptions(context.config.publicUrl));
  const server = Fastify({
    loggerInstance: logger,
    bodyLimit,
    // Any parameter of an address Node accepts reaches its route, whose schema names the field
    // and its limit; the router's own refusal (a 414 of its own shape) is never the answer.
    routerOptions: { maxParamLength: maxHeaderSize },
    frameworkErrors: answerFrameworkError(securityHeaders),
    clientErrorHandler: answerClientError(securityHeaders, logger),
    trustProxy: context.config.trustProxy,
  });
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request) => {
    throw new AppError('not_found', { message: `No route ${request.method} ${request.url}` });
  });
  app.addHook('preValidation', async (request) => {
    refuseUnsafeInput(request.body);
    refuseUnsafeInput(request.query);
    refuseUnsafeInput(request.params);
  });

  // JSON answers grow large (a month of the planner is over a megabyte): compressed for clients
  // that accept it; files already compressed (images, videos, archives) are left as they are.
  await app.register(compress, { threshold: 2048, encodings: ['br', 'gzip', 'deflate'] });

  // Helmet's headers depend on nothing in the request: computed once, set on every answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  if (context.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: context.config.corsOrigins, credentials: false });
  }
  await app.register(rateLimits(context));

  await app.register(swagger, openApiOptions({ version }));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      guardRoutes(api, context);
      shareReads(api);
      await api.register(healthRoutes(context));
      await api.register(authRoutes(context));
      await api.register(userRoutes(context));
      await api.register(accountRoutes(context));
      await api.register(pageRoutes(context));
      await api.register(overviewRoutes(context));
      await api.register(groupRoutes(context));
      await api.register(postRoutes(context));
      await api.register(collaborationRoutes(context));
      await api.register(validatorRoutes(context));
      await api.register(sharedPlannerRoutes(context));
      await api.register(plannerRoutes(context));
      await api.register(sandboxRoutes(context));
      await api.register(mediaRoutes(context));
      await api.register(catalogueRoutes());
      await api.register(sourceRoutes(context));
      await api.register(botRoutes(context));
      await api.register(collectRoutes(context));
      await api.register(inboxListRoutes(context));
      await api.register(actionRoutes(context));
      await api.register(toolRoutes(context));
      await api.register(reportingRoutes(context));
      await api.register(reportExportRoutes(context));
      await api.register(apiKeyRoutes(context));
      await api.register(billingRoutes(context));
      await api.register(planRoutes(context));
    },
    { prefix: '/api' },
  );

  await server.register(mediaFileRoutes(context));
  await server.register(feedImageRoutes(context));
  await serveWebApp(server, context.config.webDist);
  return server;
}
