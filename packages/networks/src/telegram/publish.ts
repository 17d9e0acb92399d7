import { textWithLink } from '@pagewise/shared/posts/network-content';
import type { ConnectedPage, OutgoingMedia, OutgoingPost, PublishedPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import { type BotApi, type BotMessage, callBot } from './bot-api.ts';

// Bot API limits: 4,096 characters per message, 1,024 per media caption, 2–10 items per album.
const textMax = 4096;
const captionMax = 1024;
const albumMax = 10;

type Media = { type: 'photo' | 'video'; media: string; caption?: string };

/** One post as one message, or as one album when it carries several media. */
export async function publishToChannel(
  api: BotApi,
  page: ConnectedPage,
  post: OutgoingPost,
): Promise<PublishedPost> {
  const token = page.credentials.accessToken;
  const text = textWithLink('telegram', post.text, post.link, {
    images: post.images?.length ?? 0,
    video: post.video !== undefined,
  });
  const media: Media[] = [
    ...(post.video ? [item('video', post.video)] : []),
    ...(post.images ?? []).map((image) => item('photo', image)),
  ].slice(0, albumMax);
  const call = (method: string, params: Record<string, unknown>) =>
    callBot<BotMessage | BotMessage[]>(api, token, method, { chat_id: page.remoteId, ...params }, true);

  let sent: BotMessage | BotMessage[];
  const [first] = media;
  if (!first) {
    checkLength(text, textMax, 'telegram_text_too_long');
    sent = await call('sendMessage', {
      text,
      link_preview_options: post.link ? { url: post.link } : { is_disabled: true },
    });
  } else {
    checkLength(text, captionMax, 'telegram_caption_too_long');
    if (media.length === 1) {
      sent = await call(first.type === 'video' ? 'sendVideo' : 'sendPhoto', {
        [first.type]: first.media,
        caption: text,
      });
    } else {
      // The album's caption is the first item's.
      sent = await call('sendMediaGroup', {
        media: media.map((m, i) => (i === 0 ? { ...m, caption: text } : m)),
      });
    }
  }
  const ids = (Array.isArray(sent) ? sent : [sent]).map((message) => message.message_id);
  const channel = page.credentials.extra?.channel;
  return {
    remoteId: ids.join(','),
    url: channel && ids[0] !== undefined ? `https://t.me/${channel}/${ids[0]}` : undefined,
  };
}

/**
 * Deletes every message of the post. The Bot API deletes a message only within 48 hours of
 * sending it; later it answers 400 "message can't be deleted", a `rejected` error here.
 */
export async function deleteFromChannel(api: BotApi, page: ConnectedPage, remoteId: string) {
  const ids = remoteId.split(',').map(Number);
  const token = page.credentials.accessToken;
  if (ids.length === 1) {
    await callBot(api, token, 'deleteMessage', { chat_id: page.remoteId, message_id: ids[0] }, true);
  } else {
    await callBot(api, token, 'deleteMessages', { chat_id: page.remoteId, message_ids: ids }, true);
  }
}

function item(type: Media['type'], media: OutgoingMedia): Media {
  return { type, media: media.url };
}

function checkLength(text: string, max: number, reason: string) {
  if (text.length > max) {
    throw new NetworkError('rejected', `Telegram takes at most ${max} characters here`, { reason });
  }
}
