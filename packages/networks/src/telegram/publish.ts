import { textWithLink } from '@pagewise/shared/posts/network-content';
import {
  type ConnectedPage,
  mediaInOrder,
  type OutgoingMediaItem,
  type OutgoingPost,
  type PublishedPost,
} from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import { type BotApi, type BotMessage, callBot } from './bot-api.ts';

// Bot API limits: 4,096 characters per message, 1,024 per media caption, 2–10 items per album.
const textMax = 4096;
const captionMax = 1024;
const albumMax = 10;
// sendPoll: a question of 300 characters, 2–10 options of 100, `open_period` 5 to 600 seconds.
const poll = { questionMax: 300, optionsMax: 10, optionMax: 100, openSeconds: { min: 5, max: 600 } };

type Media = { type: 'photo' | 'video' | 'animation'; media: string; caption?: string };

/**
 * One post as one message, or as one album (sendMediaGroup: photos and videos, in the user's
 * order) when it carries several media.
 */
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
  const media = mediaInOrder(post).map(item).slice(0, albumMax);
  const call = (method: string, params: Record<string, unknown>) =>
    callBot<BotMessage | BotMessage[]>(api, token, method, { chat_id: page.remoteId, ...params }, true);

  let sent: BotMessage | BotMessage[];
  const [first] = media;
  const asked = post.options?.kind === 'poll' ? post.options.poll : undefined;
  if (asked !== undefined) {
    sent = await call('sendPoll', pollParams(asked, text, media.length));
  } else if (!first) {
    checkLength(text, textMax, 'telegram_text_too_long');
    sent = await call('sendMessage', {
      text,
      link_preview_options: post.link ? { url: post.link } : { is_disabled: true },
    });
  } else {
    checkLength(text, captionMax, 'telegram_caption_too_long');
    if (media.length === 1) {
      sent = await call(sendMethods[first.type], { [first.type]: first.media, caption: text });
    } else {
      // An album (InputMediaPhoto, InputMediaVideo) has no room for an animation.
      if (media.some((m) => m.type === 'animation'))
        throw refuse('Telegram sends a GIF only as a message of its own', 'telegram_gif_alone');
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

/**
 * A poll goes out as one sendPoll message: its question, its options and, when it has a
 * duration, `open_period`. What Telegram cannot carry is refused, never dropped: a text or media
 * beside the poll, a duration outside 5–600 seconds (the composer refuses those before saving).
 */
function pollParams(value: unknown, text: string, media: number): Record<string, unknown> {
  const asked = value as { question?: unknown; options?: unknown; durationDays?: unknown };
  const options = Array.isArray(asked.options)
    ? asked.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '')
    : [];
  const question = typeof asked.question === 'string' ? asked.question : '';
  if (text.trim() !== '' || media > 0)
    throw refuse(
      'A Telegram poll is a message of its own: it carries no text or media',
      'telegram_poll_alone',
    );
  if (!question || question.length > poll.questionMax)
    throw refuse(
      `A Telegram poll asks a question of at most ${poll.questionMax} characters`,
      'telegram_poll_question',
    );
  if (
    options.length < 2 ||
    options.length > poll.optionsMax ||
    options.some((o) => !o || o.length > poll.optionMax)
  )
    throw refuse(
      `A Telegram poll has 2 to ${poll.optionsMax} options of at most ${poll.optionMax} characters`,
      'telegram_poll_options',
    );
  const params: Record<string, unknown> = { question, options: options.map((option) => ({ text: option })) };
  if (asked.durationDays !== undefined && asked.durationDays !== null) {
    const seconds = Number(asked.durationDays) * 24 * 3600;
    if (!(seconds >= poll.openSeconds.min && seconds <= poll.openSeconds.max))
      throw refuse('Telegram keeps a poll open 5 to 600 seconds', 'telegram_poll_duration');
    params.open_period = seconds;
  }
  return params;
}

function refuse(message: string, reason: string) {
  return new NetworkError('rejected', message, { reason });
}

const sendMethods = { photo: 'sendPhoto', video: 'sendVideo', animation: 'sendAnimation' } as const;

/** A GIF is sent with sendAnimation (sendPhoto would show its first frame only). */
function item(media: OutgoingMediaItem): Media {
  if (media.kind === 'video') return { type: 'video', media: media.url };
  return { type: media.mime === 'image/gif' ? 'animation' : 'photo', media: media.url };
}

function checkLength(text: string, max: number, reason: string) {
  if (text.length > max) {
    throw new NetworkError('rejected', `Telegram takes at most ${max} characters here`, { reason });
  }
}
