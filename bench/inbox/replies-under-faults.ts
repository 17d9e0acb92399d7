import { type Cluster, sleep, startCluster } from '../publishing/cluster.ts';
import { type Owner, seedOwner } from '../publishing/seed.ts';

const replies = Number(process.env.BENCH_REPLIES ?? 2_000);
const pageCount = Number(process.env.BENCH_INBOX_PAGES ?? 20);
/** 20 % of the sandbox's calls fail: an error answer, a rate limit, a time-out, a lost answer. */
const faults = 'server_error:0.05,rate_limited:0.05,timeout:0.05,lost_response:0.05,read_back_error:0.05';
/** Requests in flight at once, as a team of people replying would send them. */
const clients = 20;

/**
 * `replies` comments spread over the owner's pages, stored as the collection stores them (bulk
 * SQL: the collection is not what is measured), each on its sandbox page's own id space.
 */
async function seedItems(cluster: Cluster, owner: Owner): Promise<string[]> {
  const { rows } = await cluster.pool.query<{ id: string }>(
    `insert into inbox_items (account_id, page_id, remote_id, type, author_name, author_remote_id, text, received_at)
     select $1, p.id, p.remote_id || '.bench-' || i, 'comment', 'Bench author ' || i, 'author-' || i,
       'Bench comment #' || i, now() - interval '1 hour'
     from generate_series(1, $2::int) i
     join pages p on p.id = ($3::uuid[])[1 + (i % array_length($3::uuid[], 1))]
     returning id`,
    [owner.accountId, replies, owner.pageIds],
  );
  return rows.map((row) => row.id);
}

/** Every reply asked for through the API, as the inbox screen asks: 202 each, sent by a worker. */
async function requestReplies(cluster: Cluster, owner: Owner, itemIds: string[]) {
  const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
  const refused: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < itemIds.length) {
        const itemId = itemIds[next++];
        const response = await fetch(`${cluster.webUrl}/api/inbox/items/${itemId}/replies`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ text: 'Thank you {{name}}, the team of {{page}}' }),
        });
        if (response.status !== 202) refused.push(`${response.status} ${await response.text()}`);
      }
    }),
  );
  return refused;
}

async function states(cluster: Cluster) {
  const { rows } = await cluster.pool.query<{ state: string; n: string }>(
    `select state, count(*) as n from inbox_actions where kind = 'reply' group by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
}

async function waitSettled(cluster: Cluster, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const counts = await states(cluster);
    const open = (counts.pending ?? 0) + (counts.sending ?? 0) + (counts.uncertain ?? 0);
    if (open === 0 && (counts.done ?? 0) + (counts.failed ?? 0) >= replies) return true;
    await sleep(1000);
  }
  return false;
}

/**
 * What the sandbox itself recorded, against what the product says: replies stored twice for one
 * key (duplicates), replies said done that the network does not have (lost), replies said failed
 * that the network has (failed as uncertain: the user is told to check).
 */
async function countOnNetwork(cluster: Cluster) {
  const one = async (statement: string) => Number((await cluster.pool.query(statement)).rows[0]?.n ?? 0);
  const stored = await one(`select count(*) as n from sandbox_replies where action = 'reply'`);
  const duplicates = await one(
    `select count(*) as n from (select idempotency_key from sandbox_replies where action = 'reply'
       group by idempotency_key having count(*) > 1) d`,
  );
  const doneMissing = await one(
    `select count(*) as n from inbox_actions a where a.kind = 'reply' and a.state = 'done'
       and not exists (select 1 from sandbox_replies r where r.idempotency_key = a.idempotency_key)`,
  );
  const failedPresent = await one(
    `select count(*) as n from inbox_actions a where a.kind = 'reply' and a.state = 'failed'
       and exists (select 1 from sandbox_replies r where r.idempotency_key = a.idempotency_key)`,
  );
  const failedWithoutReason = await one(
    `select count(*) as n from inbox_actions where kind = 'reply' and state = 'failed' and error_key is null`,
  );
  const { rows } = await cluster.pool.query<{ error_key: string; n: string }>(
    `select error_key, count(*) as n from inbox_actions where kind = 'reply' and state = 'failed' group by 1`,
  );
  const readBack = await one(
    `select count(*) as n from inbox_actions where kind = 'reply' and state = 'done' and attempts > 1`,
  );
  const { rows: attempts } = await cluster.pool.query<{ attempts: number; n: string }>(
    `select attempts, count(*) as n from inbox_actions where kind = 'reply' group by 1 order by 1`,
  );
  return {
    stored,
    duplicates,
    doneMissing,
    failedPresent,
    failedWithoutReason,
    failedReasons: Object.fromEntries(rows.map((row) => [row.error_key, Number(row.n)])),
    doneAfterRetry: readBack,
    attempts: Object.fromEntries(attempts.map((row) => [row.attempts, Number(row.n)])),
  };
}

/**
 * Issue 18: 2,000 replies under 20 % injected faults with a worker killed twice (SIGKILL): every
 * reply sent once or failed with a reason, 0 duplicates, counted from the sandbox's own records.
 */
export async function benchRepliesUnderFaults() {
  const cluster = await startCluster();
  try {
    cluster.spawnRole('web');
    await cluster.waitHealthy();
    const env = { SANDBOX_FAULTS: faults };
    // The workers also deliver the sign-up's confirmation e-mail.
    const running = [cluster.spawnRole('worker', env), cluster.spawnRole('worker', env)];
    const owner = await seedOwner(cluster, pageCount);
    const itemIds = await seedItems(cluster, owner);
    const started = Date.now();
    const requesting = requestReplies(cluster, owner, itemIds);
    const kills: string[] = [];
    for (const at of [4_000, 12_000]) {
      await sleep(Math.max(0, at - (Date.now() - started)));
      const victim = running.shift();
      const atKill = await states(cluster);
      victim?.kill('SIGKILL');
      kills.push(`${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(atKill)}`);
      running.push(cluster.spawnRole('worker', env));
    }
    const refused = await requesting;
    const requestedIn = (Date.now() - started) / 1000;
    const settled = await waitSettled(cluster, 900_000);
    const seconds = (Date.now() - started) / 1000;
    const final = await states(cluster);
    const network = await countOnNetwork(cluster);
    return {
      replies,
      pages: pageCount,
      faults,
      refused: refused.length,
      requestedIn,
      settled,
      seconds,
      kills,
      final,
      ...network,
    };
  } finally {
    await cluster.stop();
  }
}
