import type { AppContext } from '../../platform/context.ts';
import { publishJobId } from './job-id.ts';
import { publishTargetJob } from './jobs.ts';

export type WakeUp = { id: string; attempts: number; at: Date };

/** Queues a wake-up for each target at its due (or retry) time. */
export async function enqueueTargets(context: Pick<AppContext, 'queue'>, targets: WakeUp[]) {
  await context.queue.sendMany(
    publishTargetJob,
    targets.map((target) => ({
      payload: { targetId: target.id },
      options: { id: publishJobId(target.id, target.attempts, target.at), startAfter: target.at },
    })),
  );
}
