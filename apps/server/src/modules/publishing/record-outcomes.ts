import type { AppContext } from '../../platform/context.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';
import type { ClaimedTarget } from './claim-targets.ts';
import { queryPrepared, relaxedCommit } from './rows.ts';

export type Settled = { target: ClaimedTarget; outcome: AttemptOutcome };

/**
 * Writes a batch of outcomes in one statement (one JSON record per outcome). Lateness is the
 * first call's: due time to the network call, whatever retries followed. Each target row changes
 * only while this attempt still holds it (`posting`, same attempt number): if recovery took it
 * over meanwhile, the recovery's own read-back decides, and nothing is written twice.
 */
export async function recordOutcomes(
  context: Pick<AppContext, 'database' | 'now'>,
  settled: Settled[],
): Promise<Settled[]> {
  if (settled.length === 0) return [];
  const outcomes = settled.map(({ target, outcome }) => ({
    id: target.id,
    attempts: target.attempts,
    claimed_at: target.claimedAt.toISOString(),
    ...columns(target, outcome),
  }));
  const written = await queryPrepared<{ id: string }>(context.database, 'publishing-outcomes', statement, [
    JSON.stringify(outcomes),
    context.now().toISOString(),
  ]);
  const ids = new Set(written.map((row) => row.id));
  return settled.filter(({ target }) => ids.has(target.id));
}

/**
 * The outcomes as one JSON array of records ($1) and the time ($2): a fixed statement, whatever
 * the number of outcomes.
 * It commits without waiting for the disk (`synchronous_commit` off for this transaction only):
 * the claim, committed durably before the network call, is what makes publishing exactly once.
 * An outcome lost in a database crash leaves its target `posting`; recovery then reads it back on
 * the network, as for a worker that died after its call.
 */
const statement = `with ${relaxedCommit}, outcome as (
    select * from json_to_recordset($1::json) as o (id uuid, attempts int, status text, remote_id text,
      url text, posted_at timestamptz, lateness_ms int, error_key text, error_detail text, uncertain boolean,
      next_attempt_at timestamptz, claimed_at timestamptz, attempt_outcome text)
  ), updated as (
    update post_targets t set status = o.status, remote_id = coalesce(o.remote_id, t.remote_id),
      url = coalesce(o.url, t.url), posted_at = coalesce(o.posted_at, t.posted_at),
      lateness_ms = coalesce(t.lateness_ms, o.lateness_ms), error_key = o.error_key,
      error_detail = o.error_detail, uncertain = o.uncertain, next_attempt_at = o.next_attempt_at,
      lease_until = null, updated_at = $2::timestamptz
    from outcome o cross join relaxed
    where t.id = o.id and t.status = 'posting' and t.attempts = o.attempts
    returning t.id, t.attempts
  ), logged as (
    insert into publish_attempts (target_id, number, started_at, finished_at, outcome, detail)
    select o.id, o.attempts, o.claimed_at, $2::timestamptz, o.attempt_outcome, o.error_detail
    from outcome o join updated u on u.id = o.id
    where o.attempt_outcome <> 'posted'
  )
  select id from updated`;

function columns(target: ClaimedTarget, outcome: AttemptOutcome) {
  const none = {
    remote_id: null as string | null,
    url: null as string | null,
    posted_at: null as string | null,
    lateness_ms: null as number | null,
    error_key: null as string | null,
    error_detail: null as string | null,
    uncertain: false,
    next_attempt_at: null as string | null,
  };
  switch (outcome.kind) {
    case 'posted':
      return {
        ...none,
        status: 'posted',
        remote_id: outcome.published.remoteId,
        url: outcome.published.url ?? null,
        posted_at: outcome.calledAt.toISOString(),
        lateness_ms: Math.max(0, outcome.calledAt.getTime() - target.dueAt.getTime()),
        attempt_outcome: outcome.readBack ? 'found' : 'posted',
      };
    case 'retry':
      return {
        ...none,
        status: 'inqueue',
        error_key: outcome.errorKey,
        error_detail: outcome.detail.slice(0, 500),
        next_attempt_at: outcome.at.toISOString(),
        lateness_ms: outcome.calledAt
          ? Math.max(0, outcome.calledAt.getTime() - target.dueAt.getTime())
          : null,
        attempt_outcome: 'retry',
      };
    case 'failed':
      return {
        ...none,
        status: 'error',
        error_key: outcome.errorKey,
        error_detail: outcome.detail?.slice(0, 500) ?? null,
        uncertain: outcome.uncertain ?? false,
        lateness_ms: outcome.calledAt
          ? Math.max(0, outcome.calledAt.getTime() - target.dueAt.getTime())
          : null,
        attempt_outcome: outcome.uncertain ? 'unknown' : 'failed',
      };
  }
}
