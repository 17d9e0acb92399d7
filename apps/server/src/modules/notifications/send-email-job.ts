import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

const payload = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });
export type SendEmailPayload = z.infer<typeof payload>;

/** E-mails leave through a job: a request never waits on an SMTP server, and failures retry. */
export const sendEmailJob: JobDefinition<SendEmailPayload> = { name: 'send-email', payload, retryLimit: 8 };
