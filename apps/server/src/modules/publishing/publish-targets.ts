import type { AppContext } from '../../platform/context.ts';
import { blockedOutcome, isBlocked, recordBlocked, wasBlocked } from './block-unvalidated.ts';
import { type ClaimedTarget, claimDueTargets, renewLeases } from './claim-targets.ts';
import { enqueueTargets, enqueueWakeUp } from './enqueue-targets.ts';
import { claimBatchSize } from './jobs.ts';
import { loadMedia } from './load-targets.ts';
import { notifyFailures } from './notify-failures.ts';
import { publishOne, type RefreshGate } from './publish-one.ts';
import { recordOutcomes, type Settled } from './record-outcomes.ts';
import { leaseRenewSeconds } from './settings.ts';

/** A handler drains a due time for at most this long, then leaves the rest to a new wake-up. */
const drainSeconds = 60;

/**
 * A wake-up's work: publishes what is due, batch after batch, until nothing due is left (other
 * handlers, in this process and others, drain the same due time beside it). After a minute of
 * draining it queues a wake-up for now and ends, so no job outlives its expiry; a stopping
 * process stops claiming and lets its running batch finish.
 */
export async function drainDue(context: AppContext): Promise<number> {
  const started = Date.now();
  let published = 0;
  for (;;) {
    const claimed = await publishDue(context, claimBatchSize);
    published += claimed;
    if (claimed < claimBatchSize || !context.queue.isStarted()) return published;
    if (Date.now() - started > drainSeconds * 1000) {
      await enqueueWakeUp(context, context.now());
      return published;
    }
  }
}

/**
 * The engine's step: claim up to `limit` due publications, call the networks at once, write
 * every outcome, queue the retries and e-mail the failures; returns how many were claimed. A
 * target whose outcome stays unknown (the read-back itself failed, or this process died) keeps
 * its `posting` status until its lease runs out; then recovery reads back on the network before
 * anything else happens. A publication of a post still waiting for its validation, or refused,
 * is not sent: it is blocked.
 */
export async function publishDue(context: AppContext, limit: number): Promise<number> {
  const input = await claimDueTargets(context, context.now(), limit);
  const { claimed } = input;
  if (claimed.length === 0) return 0;
  const renewal = setInterval(() => {
    renewLeases(
      context,
      claimed.map((target) => target.id),
      context.now(),
    ).catch((error: unknown) => context.logger.error({ err: error }, 'lease renewal failed'));
  }, leaseRenewSeconds * 1000);
  try {
    const media = await loadMedia(context, input.posts.values());
    const gate: RefreshGate = new Map();
    const settled = await Promise.all(
      claimed.map(async (target): Promise<Settled | null> => {
        const post = input.posts.get(target.postId);
        const page = input.pages.get(target.pageId);
        // Deleted meanwhile: the target row went with its post or page.
        if (!post || !page) return null;
        if (isBlocked(post)) return { target, outcome: blockedOutcome };
        try {
          return {
            target,
            outcome: await publishOne(context, { target, post, page, media }, gate),
          };
        } catch (error) {
          context.logger.warn({ err: error, targetId: target.id }, 'outcome unknown; left to recovery');
          return null;
        }
      }),
    );
    await afterOutcomes(
      context,
      await recordOutcomes(
        context,
        settled.filter((item) => item !== null),
      ),
    );
  } finally {
    clearInterval(renewal);
  }
  return claimed.length;
}

export async function afterOutcomes(context: AppContext, written: Settled[]) {
  const retries = written.flatMap(({ target, outcome }) =>
    outcome.kind === 'retry' ? [{ id: target.id, at: outcome.at }] : [],
  );
  await enqueueTargets(context, retries);
  await recordBlocked(context, written.filter(wasBlocked));
  const failed = written.filter((item) => item.outcome.kind === 'failed' && !wasBlocked(item));
  if (failed.length > 0)
    await notifyFailures(
      context,
      failed.map(({ target }) => target as ClaimedTarget),
    );
}
