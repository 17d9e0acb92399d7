import type { AppContext } from '../../platform/context.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';
import type { ClaimedTarget } from './claim-targets.ts';
import { queryPrepared, relaxedCommit } from './rows.ts';

export type Settled = { target: ClaimedTarget; outcome: AttemptOutcome };

/**
 * Writes a batch of outcomes in one statement (one array per column). Lateness is the first call's: due time to the
 * network call, whatever retries followed. Each target row changes only while this attempt
 * still holds it (`posting`, same attempt number): if recovery took it over meanwhile, the
 * recovery's own read-back decides, and nothing is written twice.
 */
export async function recordOutcomes(
  context: Pick<AppContext, 'database' | 'now'>,
  settled: Settled[],
): Promise<Settled[]> {
  if (settled.length === 0) return [];
  const rows = settled.map(({ target, outcome }) => ({ target, ...columns(target, outcome) }));
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const written = await queryPrepared<{ id: string }>(context.database, 'publishing-outcomes', statement, [
    column((row) => row.target.id),
    column((row) => row.target.attempts),
    column((row) => row.status),
    column((row) => row.remoteId),
    column((row) => row.url),
    column((row) => row.postedAt),
    column((row) => row.latenessMs),
    column((row) => row.errorKey),
    column((row) => row.errorDetail),
    column((row) => row.uncertain),
    column((row) => row.nextAttemptAt),
    column((row) => row.target.claimedAt.toISOString()),
    column((row) => row.attemptOutcome),
    context.now().toISOString(),
  ]);
  const ids = new Set(written.map((row) => row.id));
  return settled.filter(({ target }) => ids.has(target.id));
}

/**
 * One array per column ($1…$13, one entry per outcome) and the time ($14): a fixed statement.
 * It commits without waiting for the disk (`synchronous_commit` off for this transaction only):
 * the claim, committed durably before the network call, is what makes publishing exactly once.
 * An outcome lost in a database crash leaves its target `posting`; recovery then reads it back on
 * the network, as for a worker that died after its call.
 */
const statement = `with ${relaxedCommit}, outcome (id, attempts, status, remote_id, url,
    posted_at, lateness_ms, error_key, error_detail, uncertain, next_attempt_at, claimed_at, attempt_outcome) as (
    select * from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
      $7::int[], $8::text[], $9::text[], $10::boolean[], $11::timestamptz[], $12::timestamptz[], $13::text[])
  ), updated as (
    update post_targets t set status = o.status, remote_id = coalesce(o.remote_id, t.remote_id),
      url = coalesce(o.url, t.url), posted_at = coalesce(o.posted_at, t.posted_at),
      lateness_ms = coalesce(t.lateness_ms, o.lateness_ms), error_key = o.error_key,
      error_detail = o.error_detail, uncertain = o.uncertain, next_attempt_at = o.next_attempt_at,
      lease_until = null, updated_at = $14::timestamptz
    from outcome o cross join relaxed
    where t.id = o.id and t.status = 'posting' and t.attempts = o.attempts
    returning t.id, t.attempts
  ), logged as (
    insert into publish_attempts (target_id, number, started_at, finished_at, outcome, detail)
    select o.id, o.attempts, o.claimed_at, $14::timestamptz, o.attempt_outcome, o.error_detail
    from outcome o join updated u on u.id = o.id
    where o.attempt_outcome <> 'posted'
  )
  select id from updated`;

function columns(target: ClaimedTarget, outcome: AttemptOutcome) {
  const none = {
    remoteId: null as string | null,
    url: null as string | null,
    postedAt: null as string | null,
    latenessMs: null as number | null,
    errorKey: null as string | null,
    errorDetail: null as string | null,
    uncertain: false,
    nextAttemptAt: null as string | null,
  };
  switch (outcome.kind) {
    case 'posted':
      return {
        ...none,
        status: 'posted',
        remoteId: outcome.published.remoteId,
        url: outcome.published.url ?? null,
        postedAt: outcome.calledAt.toISOString(),
        latenessMs: Math.max(0, outcome.calledAt.getTime() - target.dueAt.getTime()),
        attemptOutcome: outcome.readBack ? 'found' : 'posted',
      };
    case 'retry':
      return {
        ...none,
        status: 'inqueue',
        errorKey: outcome.errorKey,
        errorDetail: outcome.detail.slice(0, 500),
        nextAttemptAt: outcome.at.toISOString(),
        latenessMs: outcome.calledAt
          ? Math.max(0, outcome.calledAt.getTime() - target.dueAt.getTime())
          : null,
        attemptOutcome: 'retry',
      };
    case 'failed':
      return {
        ...none,
        status: 'error',
        errorKey: outcome.errorKey,
        errorDetail: outcome.detail?.slice(0, 500) ?? null,
        uncertain: outcome.uncertain ?? false,
        latenessMs: outcome.calledAt
          ? Math.max(0, outcome.calledAt.getTime() - target.dueAt.getTime())
          : null,
        attemptOutcome: outcome.uncertain ? 'unknown' : 'failed',
      };
  }
}
