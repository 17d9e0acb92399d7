import type { AppContext } from '../../platform/context.ts';
import { deleteTarget } from './delete-target.ts';
import { startDueWaker } from './due-waker.ts';
import { deleteTargetJob, publishDueJob } from './jobs.ts';
import { drainDue } from './publish-targets.ts';
import { recoverTargets } from './recover-targets.ts';
import { replaceOldWakeUps } from './replace-old-wake-ups.ts';
import { sweepForgottenTargets } from './sweep-targets.ts';

/** How often each worker looks for lost workers' targets and forgotten wake-ups. */
const watchSeconds = 5;

/** Starts publishing in a worker process; returns how to stop its timers. */
export async function startPublishing(context: AppContext): Promise<() => void> {
  // Once after an upgrade; the start does not wait for it.
  replaceOldWakeUps(context).catch((error: unknown) =>
    context.logger.error({ err: error }, 'moving the wake-ups of an earlier version failed'),
  );
  await context.queue.work(publishDueJob, async () => {
    await drainDue(context);
  });
  await context.queue.work(deleteTargetJob, (job) => deleteTarget(context, job.targetId));
  let running = false;
  const watch = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all([recoverTargets(context), sweepForgottenTargets(context)])
      .catch((error: unknown) => context.logger.error({ err: error }, 'publishing watch failed'))
      .finally(() => {
        running = false;
      });
  }, watchSeconds * 1000);
  watch.unref();
  const stopWaker = startDueWaker(context);
  return () => {
    clearInterval(watch);
    stopWaker();
  };
}
