import type { Config } from '../config.ts';
import type { NetworkRegistry } from '../modules/networks/registry.ts';
import type { SecretBox } from './crypto.ts';
import type { DatabaseHandle } from './database.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import type { Queue } from './queue.ts';
import type { Storage } from './storage.ts';

/** What services need from the platform, built once at start and passed down. */
export type AppContext = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  queue: Queue;
  mailer: Mailer;
  secrets: SecretBox;
  networks: NetworkRegistry;
  storage: Storage;
  /** The clock, replaceable in tests. */
  now: () => Date;
};
