import { z } from 'zod';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  role: z.enum(['all', 'web', 'worker']),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), ok: z.boolean() }),
  queue: z.object({ ok: z.boolean(), started: z.boolean() }),
});
export type Health = z.infer<typeof health>;
