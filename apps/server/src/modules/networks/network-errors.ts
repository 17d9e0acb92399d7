import { isNetworkError } from '@pagewise/networks/network-error';
import type { ErrorKey } from '@pagewise/shared/errors';
import { AppError } from '../../platform/errors.ts';

/** Reasons adapters give that the product has its own message for (spec §8). */
const reasonKeys: Record<string, ErrorKey> = {
  no_youtube_channel: 'no_youtube_channel',
  telegram_no_free_bot: 'telegram_no_free_bot',
  no_page_found: 'no_page_found',
};

/**
 * A network's failure, as the user's error: what to do is in the key (reconnect, wait, retry,
 * or change the content). A form field the network refused comes back on that field.
 */
export function appErrorFromNetwork(error: unknown): AppError {
  if (!isNetworkError(error)) return new AppError('page_sync_failed', { cause: error });
  const reason = error.reason === 'telegram_channel_link_invalid' ? 'fields.channel' : (error.reason ?? '');
  // Form networks name every missing field at once: `fields.required:appId,restApiKey`.
  if (reason.startsWith('fields.required:')) {
    const names = reason.slice('fields.required:'.length).split(',');
    return new AppError('invalid_data', {
      fields: Object.fromEntries(names.map((name) => [`fields.${name}`, 'validation.required'])),
      cause: error,
    });
  }
  if (reason.startsWith('fields.')) {
    return new AppError('invalid_data', { fields: { [reason]: reasonFieldKey(reason) }, cause: error });
  }
  const known = reasonKeys[reason];
  if (known) return new AppError(known, { cause: error });
  switch (error.kind) {
    case 'token_expired':
    case 'reconnect':
      return new AppError('network_token_invalid', { cause: error });
    case 'rate_limited':
      return new AppError('network_rate_limited', {
        details: { retryAfterSeconds: error.retryAfterSeconds ?? 60 },
        cause: error,
      });
    case 'rejected':
      return new AppError('network_rejected', {
        details: { reason: error.reason ?? error.message },
        cause: error,
      });
    default:
      return new AppError('page_sync_failed', { cause: error });
  }
}

function reasonFieldKey(reason: string): string {
  return reason === 'fields.channel' ? 'validation.telegram_channel_link' : 'validation.invalid';
}
