import { PgBoss } from 'pg-boss';
import { publishDueJob } from '../../apps/server/src/modules/publishing/jobs.ts';
import { wakeUpJobs } from '../../apps/server/src/modules/publishing/wake-up-jobs.ts';
import { createConfirmedUser } from '../../e2e/support/users.ts';
import type { Cluster } from './cluster.ts';

export type Owner = { token: string; accountId: string; userId: string; pageIds: string[] };

/** A confirmed user with `count` sandbox pages, made through the public API like a user would. */
export async function seedOwner(cluster: Cluster, count: number): Promise<Owner> {
  const { token } = await createConfirmedUser({
    url: cluster.webUrl,
    waitForEmail: cluster.waitForEmail,
  } as unknown as Parameters<typeof createConfirmedUser>[0]);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${cluster.webUrl}/api/users/me`, { headers })).json()) as {
    id: string;
    accountId: string;
  };
  const pageIds: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const response = await fetch(`${cluster.webUrl}/api/networks/sandbox/form`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ fields: { pageName: `Bench page ${start + offset + 1}` } }),
        });
        const body = (await response.json()) as { pages: { id: string; name: string }[] };
        const page = body.pages.find((item) => item.name === `Bench page ${start + offset + 1}`);
        if (!page) throw new Error(`page not created: ${JSON.stringify(body)}`);
        return page.id;
      }),
    );
    pageIds.push(...batch);
  }
  return { token, accountId: me.accountId, userId: me.id, pageIds };
}

/**
 * `count` posts, one page each (round robin over the owner's pages), due from `from` over
 * `spreadMs`, and their wake-ups queued as the product queues them (`wakeUpJobs`: one job per
 * due time and shard, with the same ids). Written in
 * bulk SQL: what is measured is the engine, not how fast a composer saves.
 */
export async function seedDuePosts(
  cluster: Cluster,
  owner: Owner,
  input: { label: string; count: number; from: Date; spreadMs: number },
) {
  const { pool } = cluster;
  const params = [owner.accountId, owner.userId, input.label, input.count];
  await pool.query(
    `insert into posts (id, account_id, created_by, kind, origin, message, scheduled_at)
     select md5($3 || i)::uuid, $1, $2, 'standard', 'scheduled', $3 || ' #' || i, now()
     from generate_series(1, $4::int) i`,
    params,
  );
  const targets = await pool.query<{ id: string; due_at: Date }>(
    `insert into post_targets (post_id, account_id, page_id, status, due_at)
     select md5($2 || i)::uuid, $1, ($4::uuid[])[1 + (i % array_length($4::uuid[], 1))], 'scheduled',
       $5::timestamptz + ((i - 1) * $6::float / $3::int) * interval '1 millisecond'
     from generate_series(1, $3::int) i
     returning id, due_at`,
    [owner.accountId, input.label, input.count, owner.pageIds, input.from.toISOString(), input.spreadMs],
  );
  const boss = new PgBoss({
    connectionString: cluster.databaseUrl,
    supervise: false,
    schedule: false,
    max: 2,
  });
  await boss.start();
  const jobs = wakeUpJobs(targets.rows.map((row) => ({ id: row.id, at: new Date(row.due_at) })));
  for (let start = 0; start < jobs.length; start += 1000) {
    await boss.insert(
      publishDueJob.name,
      jobs.slice(start, start + 1000).map(({ payload, options }) => ({ data: payload, ...options })),
    );
  }
  await boss.stop({ graceful: false, close: true } as Parameters<PgBoss['stop']>[0]);
  return targets.rows.map((row) => row.id);
}
