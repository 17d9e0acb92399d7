import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from '../modules/accounts/routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { botRoutes } from '../modules/bots/routes.ts';
import { collaborationRoutes } from '../modules/collaboration/routes.ts';
import { sharedPlannerRoutes } from '../modules/collaboration/shared-planner-routes.ts';
import { validatorRoutes } from '../modules/collaboration/validator-routes.ts';
import { groupRoutes } from '../modules/groups/routes.ts';
import { healthRoutes, version } from '../modules/health/routes.ts';
import { mediaRoutes } from '../modules/media/routes.ts';
import { mediaFileRoutes } from '../modules/media/serve-media-file.ts';
import { pageRoutes } from '../modules/pages/routes.ts';
import { plannerRoutes } from '../modules/planner/routes.ts';
import { postRoutes } from '../modules/posts/routes.ts';
import { sandboxRoutes } from '../modules/sandbox/routes.ts';
import { catalogueRoutes } from '../modules/sources/catalogue-routes.ts';
import { sourceRoutes } from '../modules/sources/routes.ts';
import { userRoutes } from '../modules/users/routes.ts';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';
import { handleError } from './http-errors.ts';
import { serializerCompiler } from './response-serializer.ts';
import { refuseNulCharacters } from './text-guard.ts';

/** JSON bodies beyond this are refused with `payload_too_large`; media uploads get their own route limits. */
const bodyLimit = 1024 * 1024;

export async function buildHttp(context: AppContext): Promise<FastifyInstance> {
  const server = Fastify({ loggerInstance: context.logger as FastifyBaseLogger, bodyLimit });
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', async (request) => {
    refuseNulCharacters(request.body);
    refuseNulCharacters(request.query);
    refuseNulCharacters(request.params);
  });

  // JSON answers grow large (a month of the planner is over a megabyte): compressed for clients
  // that accept it; files already compressed (images, videos, archives) are left as they are.
  await app.register(compress, { threshold: 2048, encodings: ['br', 'gzip', 'deflate'] });

  // Upgrading requests and HSTS only make sense when the product is served over HTTPS: on a
  // plain-HTTP address (a LAN host, a test host) they would send the browser to a dead port.
  const https = context.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (context.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: context.config.corsOrigins, credentials: false });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: 'Pagewise API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request) => {
        throw new AppError('not_found', { message: `No route ${request.method} ${request.url}` });
      });
      await api.register(healthRoutes(context));
      await api.register(authRoutes(context));
      await api.register(userRoutes(context));
      await api.register(accountRoutes(context));
      await api.register(pageRoutes(context));
      await api.register(groupRoutes(context));
      await api.register(postRoutes(context));
      await api.register(collaborationRoutes(context));
      await api.register(validatorRoutes(context));
      await api.register(sharedPlannerRoutes(context));
      await api.register(plannerRoutes(context));
      await api.register(sandboxRoutes(context));
      await api.register(mediaRoutes(context));
      await api.register(catalogueRoutes(context));
      await api.register(sourceRoutes(context));
      await api.register(botRoutes(context));
    },
    { prefix: '/api' },
  );

  await server.register(mediaFileRoutes(context));
  await serveWebApp(server, context.config.webDist);
  return server;
}

/** The built web app at `/`; hashed assets are cached for good, the shell and worker never. */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders(response, path) {
      const immutable = path.includes(`${join(webDist, 'assets')}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api')) throw new AppError('not_found');
    return reply.sendFile('index.html');
  });
}
