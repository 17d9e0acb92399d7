import pg from 'pg';
import type { DatabaseHandle } from '../../platform/database.ts';
import type { Logger } from '../../platform/logger.ts';

/** The channel the database's triggers tell (migration 0023): the account whose inbox changed. */
export const inboxChangesChannel = 'pagewise_inbox';

/** How long a lost listening connection waits before it is opened again. */
const reconnectAfterMs = 1_000;

export type InboxEventsBus = {
  /** Calls `listener` each time the account's inbox changes; returns how to stop. */
  subscribe(accountId: string, listener: () => void): () => void;
  close(): Promise<void>;
};

/**
 * Tells this process's open inbox screens that their account's items changed, whoever changed
 * them: the database's triggers NOTIFY on every committed write to the inbox's tables, from any
 * process (collection, actions, rules); each web process LISTENs once, on a connection of its own
 * on PostgreSQL, in process on PGlite. A lost connection is opened again; the screens poll every
 * 10 s besides, so a notice lost meanwhile costs at most that.
 */
export async function startInboxEvents(database: DatabaseHandle, logger: Logger): Promise<InboxEventsBus> {
  const listeners = new Map<string, Set<() => void>>();
  const tell = (accountId: string | undefined) => {
    if (!accountId) return;
    for (const listener of listeners.get(accountId) ?? []) listener();
  };
  let stop: () => Promise<void>;
  if (database.kind === 'embedded') {
    const unlisten = await database.pglite.listen(inboxChangesChannel, tell);
    stop = () => unlisten();
  } else {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const listen = async () => {
      const listening = new pg.Client({ connectionString: database.url });
      listening.on('notification', (message) => tell(message.payload));
      listening.on('error', (error) => {
        logger.warn({ err: error }, 'inbox events: listening connection lost; screens poll meanwhile');
        if (!stopped) retry = setTimeout(() => void listen().catch(() => {}), reconnectAfterMs);
      });
      await listening.connect();
      await listening.query(`listen ${inboxChangesChannel}`);
      client = listening;
    };
    await listen();
    stop = async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  }
  return {
    subscribe(accountId, listener) {
      const set = listeners.get(accountId) ?? new Set();
      set.add(listener);
      listeners.set(accountId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(accountId);
      };
    },
    close: () => stop(),
  };
}
