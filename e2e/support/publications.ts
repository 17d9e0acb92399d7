import type { Page } from 'playwright-core';
import type { E2eServer } from './server.ts';

/**
 * Moves a post's waiting publications, and the queue's wake-up for their time, to `ms` after the
 * server's restart, as if their time had come: a test sees them go out (or be blocked) at that
 * time without waiting the real minutes the 10-minute rule puts between scheduling and due time.
 * `due` is the publications' present due time, as the API shows it. Returns the new due time.
 */
export async function moveDueTime(server: E2eServer, postId: string, due: string, ms: number): Promise<Date> {
  let dueAt = new Date();
  await server.restartWith(async (database) => {
    dueAt = new Date(Date.now() + ms);
    const at = dueAt.toISOString();
    await database.query("update post_targets set due_at = $1 where post_id = $2 and status = 'scheduled'", [
      at,
      postId,
    ]);
    await database.query(
      `update pgboss.job set start_after = $1::timestamptz, data = jsonb_build_object('at', $1::text)
        where name = 'publish-due' and state = 'created' and data->>'at' = $2`,
      [at, due],
    );
  });
  return dueAt;
}

/** The schedule field's wall-clock time ("2026-03-05 14:30") of the next whole minute at least 11 minutes from the browser's now. */
export async function elevenMinutesAhead(page: Page) {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 11 * 60_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { local, due: at.toISOString() };
  });
}
