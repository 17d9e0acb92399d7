import { type ConnectedPage, type NetworkAdapter, supports } from '@pagewise/networks/adapter';
import { isNetworkError, NetworkError } from '@pagewise/networks/network-error';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { AppContext } from '../../platform/context.ts';
import { markPageForReconnection } from '../pages/mark-for-reconnection.ts';
import { effectiveStatus } from '../pages/page-status.ts';
import type { PageRow } from '../pages/schema.ts';
import { openedCredentials } from '../publishing/publish-one.ts';
import type { ClaimedAction } from './action-claim.ts';
import type { ActionOutcome } from './action-outcome.ts';
import { actionBackoffSeconds, actionMaxAttempts } from './action-settings.ts';
import type { InboxItemRow } from './schema.ts';

export type ActionInput = { action: ClaimedAction; item: InboxItemRow; page: PageRow };

const connected = (context: AppContext, page: PageRow): ConnectedPage => ({
  remoteId: page.remoteId,
  name: page.name,
  credentials: openedCredentials(context, page.sealedCredentials),
});

/** Whether the page's network can carry out this kind of action at all. */
export function canCarryOut(adapter: NetworkAdapter, kind: ClaimedAction['kind']): boolean {
  switch (kind) {
    case 'reply':
      return supports(adapter, 'reply');
    case 'like':
      return supports(adapter, 'like');
    case 'block':
      return supports(adapter, 'block');
    case 'unblock':
      return supports(adapter, 'unblock');
    default:
      return supports(adapter, 'moderate');
  }
}

/** The one network call of an action. Throws what the network answered. */
async function call(adapter: NetworkAdapter, page: ConnectedPage, input: ActionInput) {
  const { action, item } = input;
  const author = item.authorRemoteId ?? '';
  switch (action.kind) {
    case 'reply':
      return (await adapter.reply?.(page, item.remoteId, action.text ?? '', action.idempotencyKey))?.remoteId;
    case 'like':
      return void (await adapter.like?.(page, item.remoteId));
    case 'block':
      return void (await adapter.block?.(page, author));
    case 'unblock':
      return void (await adapter.unblock?.(page, author));
    default:
      return void (await adapter.moderate?.(page, item.remoteId, action.kind));
  }
}

/**
 * One attempt at one claimed action, and what it means. Retried only when the network surely did
 * not act (it refused before acting, or a read-back found nothing); an unknown outcome is read
 * back, never sent again blindly.
 */
export async function sendAction(context: AppContext, input: ActionInput): Promise<ActionOutcome> {
  const { page, action } = input;
  const status = effectiveStatus(page.status, page.expiresAt, context.now());
  if (status === 'reconnection_needed' || status === 'expired' || status === 'disabled')
    return { kind: 'failed', errorKey: 'network_token_invalid', detail: null };
  const adapter = await context.networks.adapter(page.kind as NetworkKind);
  if (!canCarryOut(adapter, action.kind))
    return { kind: 'failed', errorKey: 'inbox_action_unsupported', detail: action.kind };
  if ((action.kind === 'block' || action.kind === 'unblock') && !input.item.authorRemoteId)
    return { kind: 'failed', errorKey: 'inbox_action_unsupported', detail: 'author unknown' };
  try {
    const remoteId = await call(adapter, connected(context, page), input);
    return { kind: 'done', remoteId: remoteId ?? null };
  } catch (error) {
    const failure = isNetworkError(error)
      ? error
      : new NetworkError('unknown_outcome', error instanceof Error ? error.message : String(error));
    return decide(context, adapter, input, failure);
  }
}

async function decide(
  context: AppContext,
  adapter: NetworkAdapter,
  input: ActionInput,
  failure: NetworkError,
): Promise<ActionOutcome> {
  const { action } = input;
  const detail = (failure.reason ?? failure.message).slice(0, 500);
  const lastTry = action.attempts >= actionMaxAttempts;
  const later = (seconds: number) => new Date(context.now().getTime() + seconds * 1000);
  switch (failure.kind) {
    case 'rejected':
      return { kind: 'failed', errorKey: 'network_rejected', detail };
    case 'token_expired':
    case 'reconnect':
      await markPageForReconnection(context, action.pageId);
      return { kind: 'failed', errorKey: 'network_token_invalid', detail };
    case 'rate_limited':
      if (lastTry) return { kind: 'failed', errorKey: 'network_rate_limited', detail };
      return {
        kind: 'retry',
        at: later(failure.retryAfterSeconds ?? 60),
        errorKey: 'network_rate_limited',
        detail,
      };
    case 'server_error':
      if (lastTry) return { kind: 'failed', errorKey: 'inbox_action_failed', detail };
      return {
        kind: 'retry',
        at: later(actionBackoffSeconds(action.attempts)),
        errorKey: 'inbox_action_failed',
        detail,
      };
    case 'unknown_outcome':
      return readBackAction(context, adapter, input, detail);
  }
}

/**
 * After an unknown outcome: look on the network. A reply found is done; absent, it may be sent
 * again. A network that cannot be read back, or a kind of action no network reads back, leaves
 * the action failed as uncertain, for the user to check: never a second call in the dark.
 * A read-back the network failed to answer keeps the action uncertain, for a later look.
 */
export async function readBackAction(
  context: AppContext,
  adapter: NetworkAdapter,
  input: ActionInput,
  detail: string,
): Promise<ActionOutcome> {
  const { action, item } = input;
  if (action.kind !== 'reply' || !supports(adapter, 'findReply'))
    return { kind: 'failed', errorKey: 'inbox_action_uncertain', detail };
  try {
    const found = await adapter.findReply(connected(context, input.page), item.remoteId, {
      text: action.text ?? '',
      idempotencyKey: action.idempotencyKey,
    });
    if (found) return { kind: 'done', remoteId: found.remoteId, readBack: true };
  } catch (error) {
    if (isNetworkError(error, 'reconnect') || isNetworkError(error, 'token_expired')) {
      await markPageForReconnection(context, action.pageId);
      return { kind: 'failed', errorKey: 'inbox_action_uncertain', detail };
    }
    if (isNetworkError(error, 'rejected'))
      return { kind: 'failed', errorKey: 'inbox_action_uncertain', detail };
    return { kind: 'uncertain', detail };
  }
  if (action.attempts >= actionMaxAttempts)
    return { kind: 'failed', errorKey: 'inbox_action_failed', detail };
  const at = new Date(context.now().getTime() + actionBackoffSeconds(action.attempts) * 1000);
  return { kind: 'retry', at, errorKey: 'inbox_action_failed', detail };
}
