import type { AppContext } from '../../platform/context.ts';
import { publishDueJob } from './jobs.ts';
import { type WakeUp, wakeUpJob, wakeUpJobs } from './wake-up-jobs.ts';

export type { WakeUp } from './wake-up-jobs.ts';

/** Queues the wake-ups of these publications at their due (or retry) times. */
export async function enqueueTargets(context: Pick<AppContext, 'queue'>, targets: WakeUp[]) {
  await context.queue.sendMany(publishDueJob, wakeUpJobs(targets));
}

/** One wake-up at this time, whatever is due then (the sweeper's, or a long drain's next turn). */
export async function enqueueWakeUp(context: Pick<AppContext, 'queue'>, at: Date) {
  await context.queue.sendMany(publishDueJob, [wakeUpJob(at, 0)]);
}
