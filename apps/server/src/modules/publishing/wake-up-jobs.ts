import { createHash } from 'node:crypto';

/** Wake-ups of one due time: publications due together are spread over at most this many jobs. */
export const wakeUpShards = 8;

/** The shard of a publication: a stable pick from its id (a UUID's last hex digits). */
export function wakeUpShard(targetId: string): number {
  const tail = Number.parseInt(targetId.slice(-4), 16);
  return Number.isNaN(tail) ? 0 : tail % wakeUpShards;
}

/**
 * A deterministic job id per due time and shard: every publication due at the same moment and
 * in the same shard shares one wake-up, and a wake-up queued again (a post saved twice for the
 * same time, a retry at a time already woken) collides with the first instead of queueing twice.
 * Wake-ups are queued before their time (a schedule, a retry) or for the very millisecond they
 * are queued (publish now, the sweeper's), so an id never names a wake-up that already ran.
 */
export function wakeUpJobId(at: Date, shard: number): string {
  const hex = createHash('sha256').update(`due:${at.getTime()}:${shard}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The wake-up job of a due time and shard: its payload and its queue options. */
export function wakeUpJob(at: Date, shard: number) {
  return { payload: { at: at.toISOString() }, options: { id: wakeUpJobId(at, shard), startAfter: at } };
}

/** A publication to wake at its due (or retry) time. */
export type WakeUp = { id: string; at: Date };

/** The wake-up jobs of these publications: one per due time and shard, whatever their number. */
export function wakeUpJobs(targets: WakeUp[]) {
  const jobs = new Map<string, ReturnType<typeof wakeUpJob>>();
  for (const target of targets) {
    const job = wakeUpJob(target.at, wakeUpShard(target.id));
    jobs.set(job.options.id, job);
  }
  return [...jobs.values()];
}
