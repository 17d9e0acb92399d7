import { sendEmailJob } from './modules/notifications/send-email-job.ts';
import type { AppContext } from './platform/context.ts';

/** Every job this process handles in the `worker` and `all` roles. */
export async function startWorkers(context: AppContext) {
  await context.queue.work(sendEmailJob, (message) => context.mailer.send(message));
}
