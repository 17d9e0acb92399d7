import { createHash } from 'node:crypto';
import { frequencyMinutes } from '@pagewise/shared/bots';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { runBotJob } from './bot-jobs.ts';
import { instantEveryMinutes } from './next-run.ts';

/** Bots claimed by one sweep at most; the rest wait for the next minute. */
const claimBatch = 200;

const minutesCase = sql.join(
  [
    sql`(case frequency when 'instant' then ${instantEveryMinutes}`,
    ...Object.entries(frequencyMinutes).map(([frequency, minutes]) => sql`when ${frequency} then ${minutes}`),
    sql`end)::int`,
  ],
  sql` `,
);

/**
 * Claims the bots that are due (enabled, `next_run_at` passed; a manual bot has none) and moves
 * their next run forward in the same statement, skipping rows another worker holds: two sweeps
 * never claim one bot for the same run. The next run counts from the start of the sweep's minute:
 * the sweep fires a little earlier or later each minute, and a next run a whole minute after this
 * sweep would miss the next sweep by a few milliseconds, so an instant bot would run every other
 * minute and a 15-minute bot every 16.
 */
export async function claimDueBots(
  context: Pick<AppContext, 'database' | 'now'>,
): Promise<{ id: string; at: Date }[]> {
  const now = context.now();
  const result = await context.database.db.execute(sql`
    update bots set next_run_at = date_trunc('minute', ${now.toISOString()}::timestamptz) + ${minutesCase} * interval '1 minute'
    where id in (
      select id from bots
      where enabled and disabled_reason is null and next_run_at <= ${now.toISOString()}::timestamptz
      order by next_run_at
      limit ${claimBatch}
      for update skip locked
    )
    returning id`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows.map((row) => ({ id: row.id, at: now }));
}

/** The sweep: each due bot gets a run job (its id made of the bot and the minute: a repeated sweep collides). */
export async function sweepBots(context: Pick<AppContext, 'database' | 'now' | 'queue'>): Promise<number> {
  const due = await claimDueBots(context);
  await context.queue.sendMany(
    runBotJob,
    due.map(({ id, at }) => ({
      payload: { botId: id },
      options: { id: runJobId(id, at) },
    })),
  );
  return due.length;
}

/** A job id per bot and minute (a UUID, as pg-boss wants): a sweep sent twice queues one run. */
function runJobId(botId: string, at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const hex = createHash('sha256').update(`bot-run:${botId}:${minute}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
