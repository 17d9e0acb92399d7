// A pg-boss worker doing nothing per job: the ceiling the publishing engine is compared with.
import { PgBoss } from 'pg-boss';
import { claimBatchSize, publishDueJob } from '../../apps/server/src/modules/publishing/jobs.ts';

const boss = new PgBoss({
  connectionString: process.env.DATABASE_URL,
  useListenNotify: true,
  supervise: false,
  schedule: false,
  max: 4,
});
await boss.start();
await boss.work(
  'bench-raw',
  {
    // A job per post, fetched as many at a time as the engine claims, by as many handlers.
    batchSize: claimBatchSize,
    localConcurrency: publishDueJob.concurrency ?? 1,
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 0.5,
    burstWhenBatchFull: true,
  },
  async () => {},
);
