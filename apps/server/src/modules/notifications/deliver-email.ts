import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { SendEmailPayload } from './send-email-job.ts';

const message = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });

/** The worker's side of `queueEmail`: opens the sealed message and hands it to the mailer. */
export async function deliverEmail(
  context: Pick<AppContext, 'mailer' | 'secrets'>,
  payload: SendEmailPayload,
): Promise<void> {
  await context.mailer.send(message.parse(JSON.parse(context.secrets.open(payload.sealed))));
}
