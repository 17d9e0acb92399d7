import { NetworkError } from '../network-error.ts';

/**
 * Spec §5: a Telegram channel link must look like `{host}/{channel}` (`t.me/mychannel`, with or
 * without `https://`). Public channel usernames are 5–32 letters, digits and underscores,
 * starting with a letter (Telegram's username rules).
 */
const channelLink = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\/([A-Za-z][A-Za-z0-9_]{4,31})\/?$/;

/** The channel's username from its link, or a refusal naming what is wrong. */
export function parseChannelLink(link: string | undefined): string {
  const match = channelLink.exec(link?.trim() ?? '');
  if (!match?.[1]) {
    throw new NetworkError('rejected', 'The channel link must look like t.me/yourchannel', {
      reason: 'telegram_channel_link_invalid',
    });
  }
  return match[1];
}
