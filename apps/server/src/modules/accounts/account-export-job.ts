import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

const payload = z.object({ exportId: z.uuid() });
export type AccountExportPayload = z.infer<typeof payload>;

/** Building an archive can take long (every media file is copied into it): a job, never a request. */
export const buildAccountExportJob: JobDefinition<AccountExportPayload> = {
  name: 'build-account-export',
  payload,
  // One more go when the worker vanished mid-way (the job expires back to the queue); an export
  // that fails for any other reason is marked failed and asked for again by the user.
  retryLimit: 1,
  expireInSeconds: 2 * 3600,
};

/**
 * An export still queued or running after this long was lost with its job (two expiries and the
 * wait in the queue): it no longer keeps the account from asking for a new one.
 */
export const lostExportAfterMs = 6 * 3600_000;
