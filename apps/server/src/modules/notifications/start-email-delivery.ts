import type { AppContext } from '../../platform/context.ts';
import { deliverEmail } from './deliver-email.ts';
import { sealEarlierEmailJobs } from './seal-earlier-email-jobs.ts';
import { sendEmailJob } from './send-email-job.ts';

/** A worker's part in e-mail: it sends what is queued, and seals what earlier versions left in clear. */
export async function startEmailDelivery(context: AppContext): Promise<void> {
  await context.queue.work(sendEmailJob, (payload) => deliverEmail(context, payload));
  // Once after an upgrade; the start does not wait for it.
  sealEarlierEmailJobs(context).catch((error: unknown) =>
    context.logger.error({ err: error }, 'sealing the e-mails of an earlier version failed'),
  );
}
