import { createHash } from 'node:crypto';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { AppContext } from '../../platform/context.ts';
import {
  type ClaimedAction,
  claimDueActions,
  claimLostActions,
  loadActionTargets,
  renewActionLeases,
} from './action-claim.ts';
import { sendInboxActionsJob } from './action-jobs.ts';
import type { ActionOutcome } from './action-outcome.ts';
import { recordActionOutcome } from './action-record.ts';
import { type ActionInput, readBackAction, sendAction } from './action-send.ts';
import { actionClaimBatch, actionGiveUpReadBackMinutes, actionLeaseRenewSeconds } from './action-settings.ts';

/** A handler sends for at most this long, then leaves the rest to a new wake-up. */
const drainSeconds = 60;

type Step = (input: ActionInput) => Promise<ActionOutcome>;

/**
 * Claimed actions, their calls at once, and every outcome written; a retry queues its wake-up.
 * While the calls are out their leases are renewed. An action whose work throws keeps its claim
 * until its lease runs out: recovery then reads it back.
 */
async function work(context: AppContext, claimed: ClaimedAction[], step: Step): Promise<void> {
  if (claimed.length === 0) return;
  const renewal = setInterval(() => {
    renewActionLeases(context, claimed).catch((error: unknown) =>
      context.logger.error({ err: error }, 'inbox action lease renewal failed'),
    );
  }, actionLeaseRenewSeconds * 1000);
  try {
    const targets = await loadActionTargets(context, claimed);
    const retries: Date[] = [];
    await Promise.all(
      claimed.map(async (action) => {
        const item = targets.items.get(action.itemId);
        const page = targets.pages.get(action.pageId);
        if (!item || !page) return; // deleted meanwhile: the action went with its item
        let outcome: ActionOutcome;
        try {
          outcome = await step({ action, item, page });
        } catch (error) {
          context.logger.warn(
            { err: error, actionId: action.id },
            'inbox action outcome unknown; left to recovery',
          );
          return;
        }
        if (await recordActionOutcome(context, { action, outcome })) {
          if (outcome.kind === 'retry') retries.push(outcome.at);
        }
      }),
    );
    if (retries.length > 0) {
      const first = new Date(Math.min(...retries.map((at) => at.getTime())));
      await wakeSender(context, first);
    }
  } finally {
    clearInterval(renewal);
  }
}

/** Sends up to one batch of due actions; how many were claimed. */
export async function sendDueActions(context: AppContext, limit = actionClaimBatch): Promise<number> {
  const claimed = await claimDueActions(context, limit);
  await work(context, claimed, (input) => sendAction(context, input));
  return claimed.length;
}

/** Sends every due action, batch after batch, for at most a minute (then a new wake-up goes on). */
export async function drainDueActions(context: AppContext): Promise<number> {
  const started = Date.now();
  let sent = 0;
  for (;;) {
    const claimed = await sendDueActions(context);
    sent += claimed;
    if (claimed < actionClaimBatch || !context.queue.isStarted()) return sent;
    if (Date.now() - started > drainSeconds * 1000) {
      await wakeSender(context);
      return sent;
    }
  }
}

/**
 * Actions whose outcome is unknown (a worker died holding them, an answer was lost): each read back
 * on the network before anything else. A read-back that keeps failing leaves the action uncertain;
 * after half an hour of that, it is failed for the user to check.
 */
export async function recoverActions(context: AppContext, limit = actionClaimBatch): Promise<number> {
  const claimed = await claimLostActions(context, limit);
  await work(context, claimed, async (input) => {
    const adapter = await context.networks.adapter(input.page.kind as NetworkKind);
    const outcome = await readBackAction(context, adapter, input, 'outcome unknown');
    const lostFor = context.now().getTime() - input.action.createdAt.getTime();
    if (outcome.kind === 'uncertain' && lostFor > actionGiveUpReadBackMinutes * 60_000)
      return { kind: 'failed', errorKey: 'inbox_action_uncertain', detail: 'read-back failed' };
    return outcome;
  });
  return claimed.length;
}

/**
 * Queues the sender's wake-up for `at`, or for now when no time is given. Its id is drawn from the
 * millisecond (as the publishing wake-ups' are): requests of the same instant share one, and a
 * wake-up is never dropped for another that is already draining. The database says what is due;
 * a wake-up finding nothing ends.
 */
export async function wakeSender(context: Pick<AppContext, 'queue'>, at?: Date): Promise<void> {
  const id = wakeUpId(at ?? new Date());
  await context.queue.sendMany(sendInboxActionsJob, [
    { payload: { at: (at ?? new Date()).toISOString() }, options: at ? { id, startAfter: at } : { id } },
  ]);
}

function wakeUpId(at: Date): string {
  const hex = createHash('sha256').update(`inbox-actions:${at.getTime()}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
