import pg from 'pg';
import type { Logger } from '../../platform/logger.ts';
import { forgetCachedSessionsHere, onForgetting } from './session-cache.ts';

/** The channel on which processes sharing one PostgreSQL database tell each other to forget sessions. */
export const sessionChangesChannel = 'pagewise_session_changes';

/** How long a lost listening connection waits before it is opened again. */
const reconnectAfterMs = 1_000;

/**
 * With several processes on one PostgreSQL database, a change to who a session is (a logout, a
 * role, a removed user…) made in one empties the others' session caches as soon as it is told
 * (NOTIFY, sent once the change is committed; LISTEN on a connection of each process's own),
 * instead of after `sessionCacheMs`. Should the listening connection drop, the cache window is the
 * bound until it is back. Returns how to stop.
 */
export async function shareSessionChanges(url: string, logger: Logger): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const sender = new pg.Client({ connectionString: url });
  await sender.connect();
  sender.on('error', (error) => logger.warn({ err: error }, 'session changes: sending connection lost'));

  const listen = async () => {
    const listening = new pg.Client({ connectionString: url });
    listening.on('notification', () => forgetCachedSessionsHere());
    listening.on('error', (error) => {
      logger.warn({ err: error }, 'session changes: listening connection lost; the cache window bounds');
      forgetCachedSessionsHere();
      if (!stopped) retry = setTimeout(() => void listen().catch(() => {}), reconnectAfterMs);
    });
    await listening.connect();
    await listening.query(`listen ${sessionChangesChannel}`);
    client = listening;
  };
  await listen();

  const stopTelling = onForgetting(() => {
    sender.query('select pg_notify($1, $2)', [sessionChangesChannel, '']).catch((error: unknown) => {
      logger.warn(
        { err: error },
        'session changes: not sent; other processes forget within the cache window',
      );
    });
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    stopTelling();
    await Promise.all([client?.end(), sender.end()].map((ending) => ending?.catch(() => {})));
  };
}
