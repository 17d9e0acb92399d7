/** `npm start`, once `main.ts` has set up module loading: starts the chosen role, stops cleanly on SIGTERM/SIGINT. */
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { releaseStartupMemory, sizedForMemory } from './platform/startup-memory.ts';

/** Reads the configuration and starts the chosen role. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  const app = await createApp(config).catch((error: Error) => {
    console.error(`Pagewise could not start: ${error.message}`);
    process.exit(1);
  });
  const { logger } = app.context;
  if (app.http) {
    await app.http
      .listen({ port: config.port, host: config.host })
      .catch(async (error: NodeJS.ErrnoException) => {
        console.error(
          error.code === 'EADDRINUSE'
            ? `Port ${config.port} is already in use: stop what runs there, or start with another PORT.`
            : `Pagewise could not listen on port ${config.port}: ${error.message}`,
        );
        await app.close();
        process.exit(1);
      });
  }
  logger.info(
    {
      role: config.role,
      database: app.context.database.kind,
      mail: app.context.mailer.describe(),
      startupMs: Math.round(performance.now() - startedAt),
    },
    app.http ? `Pagewise is ready on ${config.publicUrl}` : 'Pagewise worker is ready',
  );
  if (sizedForMemory(config.role)) setTimeout(releaseStartupMemory, 5000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing active jobs and requests');
    const forced = setTimeout(() => {
      logger.error('graceful stop took too long, exiting');
      process.exit(1);
    }, 30_000);
    forced.unref();
    await app.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
