import { supports } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';
import type { ClaimedTarget } from './claim-targets.ts';
import { loadPublishingInput } from './load-targets.ts';
import { outgoingPost } from './outgoing-post.ts';
import { readBack } from './publish-one.ts';
import { afterOutcomes } from './publish-targets.ts';
import { recordOutcomes, type Settled } from './record-outcomes.ts';
import { queryRows } from './rows.ts';
import { giveUpReadBackMinutes, leaseSeconds } from './settings.ts';

/**
 * Targets left `posting` by a worker that died (its lease ran out): whether its call reached the
 * network is unknown, so each is read back first. Found: posted. Absent: retried. A network that
 * cannot be read back: failed as uncertain, for the user to check; never a blind second post.
 */
export async function recoverTargets(context: AppContext): Promise<number> {
  const at = context.now().toISOString();
  const rows = await queryRows<{
    id: string;
    post_id: string;
    page_id: string;
    attempts: number;
    due_at: string | Date;
    claimed_at: string | Date | null;
  }>(
    context.database.db,
    sql`update post_targets set lease_until = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from post_targets where status = 'posting' and lease_until < ${at}::timestamptz
        order by lease_until limit 50 for update skip locked
      )
      returning id, post_id, page_id, attempts, due_at, claimed_at`,
  );
  if (rows.length === 0) return 0;
  const held: ClaimedTarget[] = rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    pageId: row.page_id,
    attempts: Number(row.attempts),
    dueAt: new Date(row.due_at),
    claimedAt: new Date(row.claimed_at ?? at),
  }));
  const input = await loadPublishingInput(
    context,
    held.map((target) => target.postId),
    held.map((target) => target.pageId),
  );
  const settled = await Promise.all(
    held.map(async (target): Promise<Settled | null> => {
      const post = input.posts.get(target.postId);
      const page = input.pages.get(target.pageId);
      if (!post || !page) return null;
      try {
        const adapter = await context.networks.adapter(page.kind as NetworkKind);
        const connected = {
          remoteId: page.remoteId,
          name: page.name,
          credentials: openCredentials(context.secrets, page.sealedCredentials),
        };
        const outgoing = outgoingPost(
          post,
          { id: page.id, kind: page.kind as NetworkKind },
          input.media,
          target.id,
          page.connectionMode === 'concierge',
        );
        if (!supports(adapter, 'publish')) return null;
        // The lost call was made when its attempt started: that is the post's time and lateness.
        const calledAt = target.claimedAt;
        return {
          target,
          outcome: await readBack(context, adapter, connected, outgoing, target, 'worker lost', calledAt),
        };
      } catch (error) {
        context.logger.warn({ err: error, targetId: target.id }, 'read-back failed; will check again');
        // The network has not answered a read-back for half an hour: the user must look.
        const lostFor = context.now().getTime() - target.claimedAt.getTime();
        if (lostFor < giveUpReadBackMinutes * 60_000) return null;
        const outcome: AttemptOutcome = {
          kind: 'failed',
          errorKey: 'publish_uncertain',
          detail: 'read-back failed',
          uncertain: true,
        };
        return { target, outcome };
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
  return rows.length;
}
