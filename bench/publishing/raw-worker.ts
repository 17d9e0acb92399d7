// A pg-boss worker doing nothing per job: the ceiling the publishing engine is compared with.
import { PgBoss } from 'pg-boss';

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
    batchSize: 100,
    localConcurrency: 4,
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 0.5,
    burstWhenBatchFull: true,
  },
  async () => {},
);
