import { createHash } from 'node:crypto';

/** Wake-ups of one due time: publications due together are spread over at most this many jobs. */
export const wakeUpShards = 8;

/** The shard of a publication: a stable pick from its id, so its wake-ups always share one job. */
export function wakeUpShard(targetId: string): number {
  return Number.parseInt(targetId.replace(/-/g, '').slice(-4), 16) % wakeUpShards || 0;
}

/**
 * A deterministic job id per due time and shard: every publication due at the same moment and
 * in the same shard shares one wake-up, and a wake-up sent again (the sweeper, a second save)
 * collides with the first instead of queueing twice.
 */
export function wakeUpJobId(at: Date, shard: number): string {
  const hex = createHash('sha256').update(`due:${at.getTime()}:${shard}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A publication to wake at its due (or retry) time. */
export type WakeUp = { id: string; at: Date };

/** The wake-up jobs of these publications: one per due time and shard, whatever their number. */
export function wakeUpJobs(targets: WakeUp[]) {
  const jobs = new Map<string, Date>();
  for (const target of targets) jobs.set(wakeUpJobId(target.at, wakeUpShard(target.id)), target.at);
  return [...jobs].map(([id, at]) => ({
    payload: { at: at.toISOString() },
    options: { id, startAfter: at },
  }));
}
