import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { queueEmail } from './queue-email.ts';

/** The queue of versions that kept each e-mail, links included, in clear in its job. */
export const clearEmailQueue = 'send-email';

const clearMessage = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });

/**
 * Once, after an upgrade from e-mails kept in clear: those still waiting are queued again, sealed
 * (under their own job id, so a start interrupted halfway queues none twice), then the old queue
 * goes with every job it kept, sent ones included, whose links may still work. Each worker runs it
 * as it starts; it does nothing once the old queue is gone. Returns the e-mails queued again.
 */
export async function sealEarlierEmailJobs(context: Pick<AppContext, 'queue' | 'secrets'>): Promise<number> {
  const { boss } = context.queue;
  if (!(await boss.getQueue(clearEmailQueue))) return 0;
  let queued = 0;
  for (const job of await boss.findJobs(clearEmailQueue, { queued: true })) {
    const message = clearMessage.safeParse(job.data);
    if (!message.success) continue;
    await queueEmail(context, message.data, { id: job.id });
    queued += 1;
  }
  await boss.deleteQueue(clearEmailQueue);
  return queued;
}
