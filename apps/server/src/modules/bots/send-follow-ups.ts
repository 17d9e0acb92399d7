import type { ConnectedPage } from '@pagewise/networks/adapter';
import { isNetworkError, type NetworkErrorKind } from '@pagewise/networks/network-error';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { effectiveStatus } from '../pages/page-status.ts';
import { pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';
import { openedCredentials } from '../publishing/publish-one.ts';
import { type BotFollowUpKind, botFollowUps } from './schema.ts';

/** Follow-ups claimed by one run at most; the rest wait for the next minute. */
const claimBatch = 100;
/**
 * A follow-up still `sending` this long after its claim lost its worker mid-call. Whether the
 * network acted is unknown and comments and reposts carry no idempotency key: it is not sent again.
 */
export const followUpClaimMinutes = 10;

export type FollowUpsSent = { done: number; failed: number };

/** The error key of a follow-up the network refused or left in doubt (the publishing engine's keys). */
const errorKeys: Record<NetworkErrorKind, string> = {
  rejected: 'network_rejected',
  token_expired: 'network_token_invalid',
  reconnect: 'network_token_invalid',
  rate_limited: 'network_rate_limited',
  server_error: 'publish_failed',
  unknown_outcome: 'publish_uncertain',
};

/**
 * One run of the follow-up job: the comments (a bot's link) and reposts of bot publications that
 * are out. Each is claimed (`sending`, `claimed_at`) in a statement committed before its network
 * call, skipping rows another run holds, and sent at most once: an error ends it `failed` with the
 * publishing engine's error key, a claim older than `followUpClaimMinutes` ends `failed` with
 * `publish_uncertain`, and one whose publication failed or was deleted ends `failed` unsent.
 */
export async function sendBotFollowUps(
  context: Pick<AppContext, 'database' | 'networks' | 'now' | 'secrets' | 'logger'>,
): Promise<FollowUpsSent> {
  const db = context.database.db;
  const now = context.now();
  const at = now.toISOString();
  await db.execute(sql`
    update bot_follow_ups set status = 'failed', error_key = 'publish_uncertain', updated_at = ${at}::timestamptz
    where status = 'sending'
      and claimed_at < ${at}::timestamptz - ${followUpClaimMinutes} * interval '1 minute'`);
  await db.execute(sql`
    update bot_follow_ups set status = 'failed', error_key = 'target_not_posted', updated_at = ${at}::timestamptz
    where status = 'waiting'
      and target_id in (select id from post_targets where status in ('error', 'deleting', 'deleted'))`);
  const claimed = await db.execute(sql`
    update bot_follow_ups set status = 'sending', claimed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    where status = 'waiting' and id in (
      select f.id from bot_follow_ups f
      join post_targets t on t.id = f.target_id
      where f.status = 'waiting' and t.status = 'posted' and t.remote_id is not null
      order by f.created_at
      limit ${claimBatch}
      for update of f skip locked
    )
    returning id, target_id, kind, text`);
  const rows = (claimed as unknown as { rows: ClaimedFollowUp[] }).rows;
  const sent: FollowUpsSent = { done: 0, failed: 0 };
  for (const row of rows) {
    const outcome = await sendOne(context, row);
    await db
      .update(botFollowUps)
      .set(
        outcome.kind === 'done'
          ? { status: 'done', remoteId: outcome.remoteId, updatedAt: context.now() }
          : { status: 'failed', errorKey: outcome.errorKey, updatedAt: context.now() },
      )
      .where(and(eq(botFollowUps.id, row.id), eq(botFollowUps.status, 'sending')));
    sent[outcome.kind] += 1;
  }
  if (rows.length > 0) context.logger.info(sent, 'bot follow-ups sent');
  return sent;
}

type ClaimedFollowUp = { id: string; target_id: string; kind: BotFollowUpKind; text: string };

type Outcome = { kind: 'done'; remoteId: string } | { kind: 'failed'; errorKey: string };

/** The one network call of a claimed follow-up, on its publication's page. */
async function sendOne(
  context: Pick<AppContext, 'database' | 'networks' | 'now' | 'secrets' | 'logger'>,
  followUp: ClaimedFollowUp,
): Promise<Outcome> {
  const [row] = await context.database.db
    .select({ remoteId: postTargets.remoteId, page: pages })
    .from(postTargets)
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .where(eq(postTargets.id, followUp.target_id))
    .limit(1);
  if (!row?.remoteId) return { kind: 'failed', errorKey: 'target_not_posted' };
  const { page } = row;
  const status = effectiveStatus(page.status, page.expiresAt, context.now());
  if (status === 'reconnection_needed' || status === 'expired' || status === 'disabled')
    return { kind: 'failed', errorKey: 'network_token_invalid' };
  try {
    const adapter = await context.networks.adapter(page.kind as NetworkKind);
    const connected: ConnectedPage = {
      remoteId: page.remoteId,
      name: page.name,
      credentials: openedCredentials(context, page.sealedCredentials),
    };
    if (followUp.kind === 'comment') {
      if (!adapter.reply) return { kind: 'failed', errorKey: 'network_rejected' };
      return { kind: 'done', ...(await adapter.reply(connected, row.remoteId, followUp.text)) };
    }
    if (!adapter.repost) return { kind: 'failed', errorKey: 'network_rejected' };
    return { kind: 'done', ...(await adapter.repost(connected, row.remoteId)) };
  } catch (error) {
    context.logger.warn({ err: error, followUpId: followUp.id }, 'bot follow-up failed');
    // Anything but a network's answer (a crash inside the adapter) leaves the outcome unknown.
    return { kind: 'failed', errorKey: isNetworkError(error) ? errorKeys[error.kind] : 'publish_uncertain' };
  }
}
