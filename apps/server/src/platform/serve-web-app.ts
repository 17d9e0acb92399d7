import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The built web app at `/`; hashed assets are cached for good, the shell and worker never. The
 * build writes each file's brotli and gzip copies beside it (`apps/web/vite-precompress.ts`): sent
 * as they are to a browser that takes them, so no request waits on compression.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
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
