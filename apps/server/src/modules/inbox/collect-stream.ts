import type { InboxBatch, NetworkAdapter } from '@pagewise/networks/adapter';
import { notAllowedReason } from '@pagewise/networks/inbox-streams';
import { instagramNeedsFacebookPage } from '@pagewise/networks/instagram/inbox';
import { isNetworkError, NetworkError } from '@pagewise/networks/network-error';
import type { InboxCollectionErrorKey } from '@pagewise/shared/inbox';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { markPageForReconnection } from '../pages/mark-for-reconnection.ts';
import { synchronise } from '../pages/refresh-page.ts';
import type { PageRow } from '../pages/schema.ts';
import type { ClaimedCursor } from './collect-cursors.ts';
import { onItemsCollected } from './collect-hook.ts';
import { storeCollectedItems } from './collect-store.ts';
import { badWordsListener } from './rule-listener.ts';
import { inboxCursors } from './schema.ts';

/** A refusal for good is not asked again for a day (the page's settings or the network must change). */
const refusedWaitSeconds = 86_400;
/** Another refusal (a permission, a page gone private) is asked again an hour later. */
const rejectedWaitSeconds = 3_600;

export type StreamOutcome = { stored: number; failed: InboxCollectionErrorKey | null };

/**
 * Reads one claimed stream of one page from its cursor, stores what is new, moves the cursor on
 * and tells the listeners; a failure is written on the cursor (what, since when, and until when
 * not to ask again), where `GET /api/inbox/problems` shows it. Never throws for a network's failure.
 */
export async function collectStream(
  context: AppContext,
  adapter: NetworkAdapter,
  page: PageRow,
  claimed: ClaimedCursor,
): Promise<StreamOutcome> {
  let batch: InboxBatch;
  try {
    batch = await readWithRefresh(context, adapter, page, claimed);
  } catch (error) {
    const failure = isNetworkError(error)
      ? error
      : new NetworkError('server_error', 'inbox read failed', { cause: error });
    const errorKey = await recordFailure(context, page, claimed, failure);
    context.logger.warn(
      { pageId: page.id, stream: claimed.stream, errorKey, reason: failure.reason ?? failure.message },
      'inbox read failed',
    );
    return { stored: 0, failed: errorKey };
  }
  const stored = await storeCollectedItems(context, page, batch.items);
  await context.database.db
    .update(inboxCursors)
    .set({
      cursor: batch.cursor,
      errorKey: null,
      errorDetail: null,
      failingSince: null,
      notBefore: null,
    })
    .where(and(eq(inboxCursors.pageId, page.id), eq(inboxCursors.stream, claimed.stream)));
  // The account's rules act on each new item once, before anyone is told of it.
  await badWordsListener(context)(page.accountId, stored);
  await onItemsCollected(context, page.accountId, stored, (error) =>
    context.logger.error({ err: error, pageId: page.id }, 'an inbox listener failed'),
  );
  return { stored: stored.length, failed: null };
}

/** The read, with one token refresh when the network says the token expired. */
async function readWithRefresh(
  context: AppContext,
  adapter: NetworkAdapter,
  page: PageRow,
  claimed: ClaimedCursor,
): Promise<InboxBatch> {
  const read = { stream: claimed.stream, cursor: claimed.cursor };
  const connected = (row: PageRow) => ({
    remoteId: row.remoteId,
    name: row.name,
    credentials: openCredentials(context.secrets, row.sealedCredentials),
  });
  if (!adapter.readInbox) throw new NetworkError('rejected', 'no inbox', { reason: notAllowedReason });
  try {
    return await adapter.readInbox(connected(page), read);
  } catch (error) {
    if (!isNetworkError(error, 'token_expired')) throw error;
    const renewed = await synchronise(context, page);
    if (renewed.failure) throw error;
    return adapter.readInbox(connected(renewed.page), read);
  }
}

async function recordFailure(
  context: AppContext,
  page: PageRow,
  claimed: ClaimedCursor,
  failure: NetworkError,
): Promise<InboxCollectionErrorKey> {
  const now = context.now();
  const { errorKey, waitSeconds } = classify(failure);
  if (errorKey === 'network_token_invalid') await markPageForReconnection(context, page.id);
  await context.database.db
    .update(inboxCursors)
    .set({
      errorKey,
      errorDetail: (failure.reason ?? failure.message).slice(0, 500),
      // Failing since the first failure of a run of them, whatever the later ones are.
      failingSince: claimed.failingSince ?? now,
      notBefore: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null,
    })
    .where(and(eq(inboxCursors.pageId, page.id), eq(inboxCursors.stream, claimed.stream)));
  return errorKey;
}

/** What a network's failure means for the stream: its key (spec §8), and how long not to ask. */
function classify(failure: NetworkError): { errorKey: InboxCollectionErrorKey; waitSeconds: number } {
  switch (failure.kind) {
    case 'token_expired':
    case 'reconnect':
      return { errorKey: 'network_token_invalid', waitSeconds: 0 };
    case 'rate_limited':
      return { errorKey: 'network_rate_limited', waitSeconds: failure.retryAfterSeconds ?? 60 };
    case 'rejected':
      if (failure.reason === notAllowedReason)
        return { errorKey: 'inbox_not_allowed', waitSeconds: refusedWaitSeconds };
      if (failure.reason === instagramNeedsFacebookPage)
        return { errorKey: 'instagram_needs_facebook_page', waitSeconds: refusedWaitSeconds };
      return { errorKey: 'network_rejected', waitSeconds: rejectedWaitSeconds };
    default:
      return { errorKey: 'inbox_read_failed', waitSeconds: 0 };
  }
}
