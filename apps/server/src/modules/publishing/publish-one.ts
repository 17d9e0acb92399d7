import {
  type ConnectedPage,
  type Credentials,
  type NetworkAdapter,
  supports,
} from '@pagewise/networks/adapter';
import { isNetworkError, NetworkError } from '@pagewise/networks/network-error';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { AppContext } from '../../platform/context.ts';
import type { StoredMedia } from '../media/find-media.ts';
import { openCredentials } from '../pages/credentials.ts';
import { markPageForReconnection } from '../pages/mark-for-reconnection.ts';
import { effectiveStatus } from '../pages/page-status.ts';
import { synchronise } from '../pages/refresh-page.ts';
import type { PageRow } from '../pages/schema.ts';
import type { PostRow } from '../posts/schema.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';
import type { ClaimedTarget } from './claim-targets.ts';
import { outgoingPost } from './outgoing-post.ts';
import { backoffSeconds, maxAttempts } from './settings.ts';

type Input = { target: ClaimedTarget; post: PostRow; page: PageRow; media: Map<string, StoredMedia> };
/** One token refresh per page at a time: X rotates refresh tokens, a second refresh would fail. */
export type RefreshGate = Map<string, Promise<PageRow | null>>;

/** Credentials already opened, by app secret and sealed text (a new token is a new sealed text). */
const opened = new WeakMap<AppContext['secrets'], Map<string, Credentials>>();
const openedLimit = 2000;

/**
 * A page's credentials, decrypted once per process while they stay the same rather than once per
 * post (AES-GCM set-up costs more than the rest of preparing a post). At most 2,000 are kept.
 */
export function openedCredentials(context: Pick<AppContext, 'secrets'>, sealed: string): Credentials {
  let cache = opened.get(context.secrets);
  if (!cache) {
    cache = new Map();
    opened.set(context.secrets, cache);
  }
  let credentials = cache.get(sealed);
  if (!credentials) {
    credentials = openCredentials(context.secrets, sealed);
    if (cache.size >= openedLimit) cache.clear();
    cache.set(sealed, credentials);
  }
  return credentials;
}

/**
 * One network call for one claimed target, and what it means. A retry is decided only when the
 * network surely did not publish: it refused before acting (rate limit, server error answer,
 * expired token), or a read-back found nothing. An unknown outcome is never retried blindly.
 */
export async function publishOne(
  context: AppContext,
  input: Input,
  gate: RefreshGate,
): Promise<AttemptOutcome> {
  const { target, post } = input;
  let page = input.page;
  const status = effectiveStatus(page.status, page.expiresAt, context.now());
  if (status === 'reconnection_needed' || status === 'expired' || status === 'disabled') {
    return { kind: 'failed', errorKey: 'network_token_invalid', detail: null };
  }
  const adapter = await context.networks.adapter(page.kind as NetworkKind);
  if (!supports(adapter, 'publish'))
    return { kind: 'failed', errorKey: 'network_rejected', detail: 'publish' };
  const outgoing = outgoingPost(
    post,
    { id: page.id, kind: page.kind as NetworkKind },
    input.media,
    target.id,
    page.connectionMode === 'concierge',
  );
  // A text over the network's limit (saved before the limit was enforced, or before a change of
  // its text) is refused here, never cut: a cut text could break its link.
  if (outgoing.overLimit) return { kind: 'failed', errorKey: 'network_rejected', detail: 'text_too_long' };
  const connected = (row: PageRow): ConnectedPage => ({
    remoteId: row.remoteId,
    name: row.name,
    credentials: openedCredentials(context, row.sealedCredentials),
  });
  for (let refreshed = false; ; refreshed = true) {
    const calledAt = context.now();
    try {
      const published = await adapter.publish(connected(page), outgoing);
      return { kind: 'posted', published, calledAt };
    } catch (error) {
      const failure = asNetworkError(error);
      if (failure.kind === 'token_expired' && !refreshed) {
        const renewed = await refreshOnce(context, page, gate);
        if (renewed) {
          page = renewed;
          continue;
        }
      }
      return decide(context, adapter, connected(page), outgoing, target, failure, calledAt);
    }
  }
}

async function refreshOnce(context: AppContext, page: PageRow, gate: RefreshGate) {
  let pending = gate.get(page.id);
  if (!pending) {
    pending = synchronise(context, page).then(({ page: row, failure }) => (failure ? null : row));
    gate.set(page.id, pending);
  }
  return pending;
}

async function decide(
  context: AppContext,
  adapter: NetworkAdapter,
  page: ConnectedPage,
  outgoing: ReturnType<typeof outgoingPost>,
  target: ClaimedTarget,
  failure: NetworkError,
  calledAt: Date,
): Promise<AttemptOutcome> {
  const detail = failure.reason ?? failure.message;
  const lastTry = target.attempts >= maxAttempts;
  const later = (seconds: number) => new Date(context.now().getTime() + seconds * 1000);
  switch (failure.kind) {
    case 'rejected':
      return { kind: 'failed', errorKey: 'network_rejected', detail, calledAt };
    case 'token_expired':
    case 'reconnect':
      await markPageForReconnection(context, target.pageId);
      return { kind: 'failed', errorKey: 'network_token_invalid', detail, calledAt };
    case 'rate_limited':
      if (lastTry) return { kind: 'failed', errorKey: 'network_rate_limited', detail, calledAt };
      return {
        kind: 'retry',
        at: later(failure.retryAfterSeconds ?? 60),
        detail,
        errorKey: 'network_rate_limited',
        calledAt,
      };
    case 'server_error':
      if (lastTry) return { kind: 'failed', errorKey: 'publish_failed', detail, calledAt };
      return {
        kind: 'retry',
        at: later(backoffSeconds(target.attempts)),
        detail,
        errorKey: 'publish_failed',
        calledAt,
      };
    case 'unknown_outcome':
      return readBack(context, adapter, page, outgoing, target, detail, calledAt);
  }
}

/** After an unknown outcome: look on the network. Found is posted; absent may be retried. */
export async function readBack(
  context: AppContext,
  adapter: NetworkAdapter,
  page: ConnectedPage,
  outgoing: ReturnType<typeof outgoingPost>,
  target: Pick<ClaimedTarget, 'attempts' | 'pageId'>,
  detail: string,
  calledAt: Date,
): Promise<AttemptOutcome> {
  const { pageId } = target;
  if (!supports(adapter, 'findPublished')) {
    return { kind: 'failed', errorKey: 'publish_uncertain', detail, uncertain: true, calledAt };
  }
  try {
    const found = await adapter.findPublished(page, outgoing);
    if (found) return { kind: 'posted', published: found, calledAt, readBack: true };
  } catch (error) {
    // A refused token or a refused look-up will not change by asking again: the user must check.
    if (isNetworkError(error, 'reconnect') || isNetworkError(error, 'token_expired')) {
      await markPageForReconnection(context, pageId);
      return { kind: 'failed', errorKey: 'network_token_invalid', detail, uncertain: true, calledAt };
    }
    if (isNetworkError(error, 'rejected')) {
      return { kind: 'failed', errorKey: 'publish_uncertain', detail, uncertain: true, calledAt };
    }
    // The network failed to answer: still unknown. The recovery round checks again later.
    throw new ReadBackFailed(detail, { cause: error });
  }
  if (target.attempts >= maxAttempts) return { kind: 'failed', errorKey: 'publish_failed', detail, calledAt };
  const at = new Date(context.now().getTime() + backoffSeconds(target.attempts) * 1000);
  return { kind: 'retry', at, detail, errorKey: 'publish_failed', calledAt };
}

/** The outcome is still unknown after a failed read-back; the target stays held for recovery. */
export class ReadBackFailed extends Error {}

function asNetworkError(error: unknown): NetworkError {
  if (isNetworkError(error)) return error;
  // Anything else (a bug, a crash inside the adapter after sending): the outcome is unknown.
  const message = error instanceof Error ? error.message : String(error);
  return new NetworkError('unknown_outcome', message, { cause: error });
}
