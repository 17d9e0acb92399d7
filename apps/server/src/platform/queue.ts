import { fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from './database.ts';
import type { Logger } from './logger.ts';

/**
 * A job: its name and the shape of its payload. The handler is attached by the worker role
 * only (`queue.work`), so a web process never loads worker code.
 */
export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  retryLimit?: number;
  /** Jobs handed to one handler call; the handler gets them all at once (batched database work). */
  batchSize?: number;
  /** Handlers running at once in this process. */
  concurrency?: number;
  /** An active job whose worker vanished (kill -9) goes back to the queue after this long. */
  expireInSeconds?: number;
  /** How long a finished (completed or failed) job stays in pg-boss's table: 7 days by default. */
  keepFinishedSeconds?: number;
  /**
   * A job is deleted as soon as its handler succeeds, never kept as completed: for payloads no one
   * may find later in a dump or a backup. A failed one stays for `keepFinishedSeconds`.
   */
  deleteWhenDone?: boolean;
};

export type JobHandler<Payload> = (payload: Payload) => Promise<void>;
export type BatchHandler<Payload> = (payloads: Payload[]) => Promise<void>;

export type SendOptions = { startAfter?: Date; singletonKey?: string; id?: string };

export type Queue = {
  send<Payload>(job: JobDefinition<Payload>, payload: Payload, options?: SendOptions): Promise<string | null>;
  /** Many jobs in one round trip; a job whose id already exists is not sent again. */
  sendMany<Payload>(
    job: JobDefinition<Payload>,
    items: { payload: Payload; options?: SendOptions }[],
  ): Promise<void>;
  /** Handles this job in this process (worker role); a thrown error retries with back-off. */
  work<Payload>(job: JobDefinition<Payload>, handle: JobHandler<Payload>): Promise<void>;
  /** Handles up to `job.batchSize` jobs per call; a thrown error retries the whole batch. */
  workBatch<Payload>(job: JobDefinition<Payload>, handle: BatchHandler<Payload>): Promise<void>;
  /**
   * Wakes this process's handlers of this job to fetch now rather than at their next poll (a
   * delayed job becoming due wakes no one: pg-boss only polls for it).
   */
  wake<Payload>(job: JobDefinition<Payload>): void;
  /** Sends this job on a cron schedule; one schedule per job across every worker. */
  schedule<Payload>(job: JobDefinition<Payload>, cron: string): Promise<void>;
  isStarted(): boolean;
  stop(): Promise<void>;
  boss: PgBoss;
};

export async function startQueue(
  database: DatabaseHandle,
  logger: Logger,
  options: { supervise: boolean },
): Promise<Queue> {
  // A web-only process sends jobs but leaves maintenance and cron to the workers.
  const roleOptions = { supervise: options.supervise, schedule: options.supervise };
  // Default 2 s polling is too coarse for on-time work: LISTEN/NOTIFY wakes workers at once
  // (in-process on PGlite) and a 0.5 s poll stays as the floor.
  const boss =
    database.kind === 'embedded'
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          useListenNotify: true,
          ...roleOptions,
        })
      : new PgBoss({ connectionString: database.url, useListenNotify: true, max: 4, ...roleOptions });
  boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
  await boss.start();
  let started = true;
  const created = new Set<string>();
  /** Each job's handlers in this process, by pg-boss worker id, for `wake`. */
  const handlers = new Map<string, string[]>();

  async function ensureQueue(job: JobDefinition<unknown>) {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 600,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      // pg-boss reads 0 as "keep for ever".
      ...(job.keepFinishedSeconds ? { deleteAfterSeconds: Math.max(1, job.keepFinishedSeconds) } : {}),
      notify: true,
    } as Parameters<PgBoss['createQueue']>[1]);
    created.add(job.name);
  }

  /**
   * Deletes jobs whose work is done (pg-boss then finds nothing to mark completed). A failure here
   * must not fail the work already done: the job completes and goes after `keepFinishedSeconds`.
   */
  async function forget(name: string, ids: string[]) {
    try {
      await boss.deleteJob(name, ids);
    } catch (error) {
      logger.error({ err: error, job: name }, 'a finished job could not be deleted');
    }
  }

  async function workBatch<Payload>(job: JobDefinition<Payload>, handle: BatchHandler<Payload>) {
    await ensureQueue(job as JobDefinition<unknown>);
    // NOTIFY does not fire when a delayed job becomes due, so the backstop poll stays short too.
    // One pg-boss worker per handler (not `localConcurrency`, which names only the first), so
    // `wake` can reach each of them.
    const options = {
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
      batchSize: job.batchSize ?? 1,
      localConcurrency: 1,
      burstWhenBatchFull: (job.batchSize ?? 1) > 1,
    };
    const ids = handlers.get(job.name) ?? [];
    handlers.set(job.name, ids);
    for (let handler = 0; handler < (job.concurrency ?? 1); handler += 1) {
      ids.push(
        await boss.work(job.name, options, async (batch) => {
          await handle(batch.map((item) => job.payload.parse(item.data)));
          if (job.deleteWhenDone)
            await forget(
              job.name,
              batch.map((item) => item.id),
            );
        }),
      );
    }
  }

  return {
    boss,
    isStarted: () => started,
    async send(job, payload, options = {}) {
      await ensureQueue(job as JobDefinition<unknown>);
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, data, options);
    },
    async sendMany(job, items) {
      if (items.length === 0) return;
      await ensureQueue(job as JobDefinition<unknown>);
      await boss.insert(
        job.name,
        items.map(({ payload, options = {} }) => ({
          data: job.payload.parse(payload) as object,
          ...options,
        })),
      );
    },
    async work(job, handle) {
      await workBatch(job, async (payloads) => {
        for (const payload of payloads) await handle(payload);
      });
    },
    workBatch,
    wake(job) {
      for (const id of handlers.get(job.name) ?? []) boss.notifyWorker(id);
    },
    async schedule(job, cron) {
      await ensureQueue(job as JobDefinition<unknown>);
      await boss.schedule(job.name, cron, {});
    },
    async stop() {
      if (!started) return;
      started = false;
      // Graceful: active jobs finish (or go back to the queue after their expiry); nothing is lost.
      await boss.stop({ graceful: true, timeout: 20_000, close: true } as Parameters<PgBoss['stop']>[0]);
    },
  };
}
