import type { RemotePage } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertRoomFor } from '../plans/assert-plan.ts';
import { collectFiguresNowJob } from '../reporting/jobs.ts';
import { userPages } from '../users/access-schema.ts';
import { sealCredentials, userActionExpiry } from './credentials.ts';
import { withGroups } from './list-pages.ts';
import { takePagePictures } from './page-picture.ts';
import { pages } from './schema.ts';

/** Why a page offered by a network cannot be added by this account, as an error key. */
export function unavailableReason(
  remote: RemotePage,
  owner: { accountId: string } | undefined,
  accountId: string,
): 'page_already_added' | 'page_in_another_account' | 'instagram_analyst_role' | null {
  if (owner) return owner.accountId === accountId ? 'page_already_added' : 'page_in_another_account';
  // Spec §5: Instagram pages where the user only has the Analyst role cannot be connected; the
  // same holds wherever a network reports that role, since nothing could be published there.
  if (remote.role?.toLowerCase() === 'analyst') return 'instagram_analyst_role';
  return null;
}

/**
 * The error for a page that cannot be added. A page of another account is never named (name, id
 * or remote id): what that account has is none of the caller's business.
 */
function unavailable(reason: NonNullable<ReturnType<typeof unavailableReason>>, remote: RemotePage) {
  if (reason === 'page_in_another_account') return new AppError(reason);
  return new AppError(reason, { details: { remoteId: remote.remoteId, name: remote.name } });
}

export async function ownersOf(db: Database, kind: NetworkKind, remoteIds: string[]) {
  if (remoteIds.length === 0) return new Map<string, { accountId: string; id: string }>();
  const rows = await db
    .select({ id: pages.id, remoteId: pages.remoteId, accountId: pages.accountId })
    .from(pages)
    .where(and(eq(pages.kind, kind), inArray(pages.remoteId, remoteIds)));
  return new Map(rows.map((row) => [row.remoteId, row]));
}

/**
 * Adds pages a network offered; each must be free to add (see `unavailableReason`). A user limited
 * to some pages reaches the pages they connect, or they would lose sight of them at once.
 */
export async function savePages(
  context: Pick<AppContext, 'database' | 'secrets' | 'now' | 'storage' | 'config' | 'logger' | 'queue'>,
  auth: Auth,
  kind: NetworkKind,
  remotes: RemotePage[],
): Promise<Page[]> {
  const owners = await ownersOf(
    context.database.db,
    kind,
    remotes.map((remote) => remote.remoteId),
  );
  for (const remote of remotes) {
    const reason = unavailableReason(remote, owners.get(remote.remoteId), auth.user.accountId);
    if (reason) throw unavailable(reason, remote);
  }
  const rows = await context.database.db.transaction(async (tx) => {
    // The plan's number of pages (spec §5: the free plan cannot add more pages), counted under its lock.
    await assertRoomFor(tx, auth.user.accountId, 'pages', remotes.length);
    const added = await tx
      .insert(pages)
      .values(
        remotes.map((remote) => ({
          accountId: auth.user.accountId,
          kind,
          remoteId: remote.remoteId,
          name: remote.name.slice(0, 200),
          sealedCredentials: sealCredentials(context.secrets, remote.credentials),
          expiresAt: userActionExpiry(remote.credentials),
          connectionMode: remote.apiNotConnected ? ('api_not_connected' as const) : ('api' as const),
          createdBy: auth.user.id,
        })),
      )
      .onConflictDoNothing()
      .returning();
    // A page another request added in the meantime: the unique index decides, then says who has it.
    if (added.length < remotes.length) {
      const current = await ownersOf(
        tx,
        kind,
        remotes.map((remote) => remote.remoteId),
      );
      const elsewhere = remotes.some((remote) => {
        const owner = current.get(remote.remoteId);
        return owner !== undefined && owner.accountId !== auth.user.accountId;
      });
      throw new AppError(elsewhere ? 'page_in_another_account' : 'page_already_added');
    }
    if (!auth.pages.allPages && added.length > 0) {
      await tx.insert(userPages).values(added.map((row) => ({ userId: auth.user.id, pageId: row.id })));
    }
    return added;
  });
  // A user limited to some pages now reaches the pages they added.
  if (!auth.pages.allPages) forgetCachedSessions();
  // Their figures' past is read at once (as far back as their network keeps it), for their reports.
  for (const row of rows) await context.queue.send(collectFiguresNowJob, { pageId: row.id });
  return withGroups(context, await takePagePictures(context, rows, remotes));
}
