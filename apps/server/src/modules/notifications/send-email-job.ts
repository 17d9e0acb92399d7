import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

const payload = z.object({ sealed: z.string() });
/** The message, sealed (AES-256-GCM): its links open accounts, so the job table never shows them. */
export type SendEmailPayload = z.infer<typeof payload>;

/**
 * E-mails leave through a job: a request never waits on an SMTP server, and failures retry. A sent
 * e-mail's job is deleted at once; an undeliverable one, still sealed, is kept a day.
 */
export const sendEmailJob: JobDefinition<SendEmailPayload> = {
  name: 'send-sealed-email',
  payload,
  retryLimit: 8,
  deleteWhenDone: true,
  keepFinishedSeconds: 86_400,
};
