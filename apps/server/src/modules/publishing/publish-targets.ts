import type { AppContext } from '../../platform/context.ts';
import { blockedOutcome, isBlocked, recordBlocked, wasBlocked } from './block-unvalidated.ts';
import { type ClaimedTarget, claimForPublishing, renewLeases } from './claim-targets.ts';
import { enqueueTargets } from './enqueue-targets.ts';
import { loadMedia } from './load-targets.ts';
import { notifyFailures } from './notify-failures.ts';
import { publishOne, type RefreshGate } from './publish-one.ts';
import { recordOutcomes, type Settled } from './record-outcomes.ts';
import { leaseRenewSeconds } from './settings.ts';

/**
 * The engine's step for a batch of wake-ups: claim what is due, call the networks at once, write
 * every outcome, queue the retries and e-mail the failures. A target whose outcome stays unknown
 * (the read-back itself failed, or this process died) keeps its `posting` status until its lease
 * runs out; then recovery reads back on the network before anything else happens. A publication
 * of a post still waiting for its validation, or refused, is not sent: it is blocked.
 */
export async function publishTargets(context: AppContext, targetIds: string[]): Promise<void> {
  const input = await claimForPublishing(context, targetIds, context.now());
  const { claimed } = input;
  if (claimed.length === 0) return;
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
}

export async function afterOutcomes(context: AppContext, written: Settled[]) {
  const retries = written.flatMap(({ target, outcome }) =>
    outcome.kind === 'retry' ? [{ id: target.id, attempts: target.attempts, at: outcome.at }] : [],
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
