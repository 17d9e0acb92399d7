import type { AppContext } from '../../platform/context.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { SendOptions } from '../../platform/queue.ts';
import { sendEmailJob } from './send-email-job.ts';

/** Queues a composed e-mail, sealed: what it links to is readable by its recipient only. The job's id. */
export async function queueEmail(
  context: Pick<AppContext, 'queue' | 'secrets'>,
  message: MailMessage,
  options: SendOptions = {},
): Promise<string | null> {
  return context.queue.send(sendEmailJob, { sealed: context.secrets.seal(JSON.stringify(message)) }, options);
}
