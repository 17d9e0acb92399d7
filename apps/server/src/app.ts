import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { shareSessionChanges } from './modules/auth/session-changes.ts';
import { createNetworkRegistry } from './modules/networks/registry.ts';
import type { AppContext } from './platform/context.ts';
import { createSecretBox, loadAppSecret } from './platform/crypto.ts';
import { openDatabase } from './platform/database.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail.ts';
import { startQueue } from './platform/queue.ts';
import { createDiskStorage } from './platform/storage.ts';
import { startWorkers } from './workers.ts';

export type App = {
  context: AppContext;
  /** The HTTP server, absent in the `worker` role. */
  http: FastifyInstance | undefined;
  close(): Promise<void>;
};

/**
 * Builds the product for one role: `web` serves HTTP, `worker` handles jobs, `all` does both in
 * one process. Tests use it with an in-memory database.
 */
export async function createApp(
  config: Config,
  options: { embeddedPath?: string; now?: () => Date; logger?: Logger } = {},
): Promise<App> {
  const logger = options.logger ?? createLogger(config);
  // Loading the HTTP stack overlaps with opening the database: start-up is on the clock.
  const httpModule = config.role === 'worker' ? undefined : import('./platform/http.ts');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.embeddedPath ? { embeddedPath: options.embeddedPath } : {}),
  });
  const queue = await startQueue(database, logger, { supervise: config.role !== 'web' });
  // Processes sharing PostgreSQL tell each other of session changes; the embedded database has one process.
  const stopSharingSessions =
    database.kind === 'postgres' ? await shareSessionChanges(database.url, logger) : undefined;
  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    config,
    logger,
    database,
    queue,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
    secrets: createSecretBox(loadAppSecret(config.appSecret, config.dataDir)),
    networks: createNetworkRegistry({ database, config, now }),
    storage: createDiskStorage(join(config.dataDir, 'media')),
    now,
  };
  const stopWorkers = config.role !== 'web' ? await startWorkers(context) : undefined;
  let http: FastifyInstance | undefined;
  if (httpModule) http = await (await httpModule).buildHttp(context);
  return {
    context,
    http,
    async close() {
      await http?.close();
      stopWorkers?.();
      await queue.stop();
      await stopSharingSessions?.();
      await database.close();
    },
  };
}
