import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { fakePicturePng } from '../fake/fake-picture.ts';

type FakeBot = { id: number; username: string; first_name: string };
type FakeChannel = {
  id: number;
  username: string;
  title: string;
  admins: Set<number>;
  memberCount: number;
  /** The channel's photo (getChat's `photo`): 0 for none; a test raises it to change the photo. */
  photo: number;
};
export type FakeChannelMessage = {
  chatId: number;
  messageId: number;
  kind: 'text' | 'photo' | 'video' | 'animation' | 'poll';
  text?: string;
  media?: string;
  /** sendPoll's parameters as received (`options` as InputPollOption objects). */
  poll?: { question: string; options: { text: string }[]; open_period?: number };
  sentAt: number;
  deleted: boolean;
};

/** What the fake Bot API knows: bots by token, channels by username, messages sent. */
export type TelegramFakeState = {
  bots: Map<string, FakeBot>;
  channels: Map<string, FakeChannel>;
  messages: FakeChannelMessage[];
};

export type TelegramFake = FakeApi & {
  state: TelegramFakeState;
  addBot(token: string, username: string): FakeBot;
  addChannel(
    username: string,
    options?: { title?: string; admins?: string[]; memberCount?: number; photo?: number },
  ): FakeChannel;
};

const fail = (status: number, description: string, retryAfter?: number): FakeResponse => ({
  status,
  json: {
    ok: false,
    error_code: status,
    description,
    ...(retryAfter ? { parameters: { retry_after: retryAfter } } : {}),
  },
});

/** A Bot API at `/bot<token>/<method>` with the methods the adapter calls. */
export async function startFakeTelegram(): Promise<TelegramFake> {
  const state: TelegramFakeState = { bots: new Map(), channels: new Map(), messages: [] };
  let nextId = 1;
  const api = new FakeApi()
    .on('POST', '/bot:token/:method', (request) => answer(state, request, () => nextId++))
    // Files are downloaded from /file/bot<token>/<file_path> (Bot API, getFile).
    .on('GET', '/file/bot:token/photos/:file', (request) => {
      if (!state.bots.has(request.params.token ?? '')) return fail(401, 'Unauthorized');
      return { bytes: fakePicturePng(request.params.file ?? ''), headers: { 'content-type': 'image/png' } };
    });
  const fake = Object.assign(api, {
    state,
    addBot(token: string, username: string) {
      const bot = { id: 1000 + state.bots.size, username, first_name: username };
      state.bots.set(token, bot);
      return bot;
    },
    addChannel(
      username: string,
      options: { title?: string; admins?: string[]; memberCount?: number; photo?: number } = {},
    ) {
      const admins = new Set((options.admins ?? []).map((token) => state.bots.get(token)?.id ?? -1));
      const channel = {
        id: -1001000000000 - state.channels.size,
        username,
        title: options.title ?? username,
        admins,
        memberCount: options.memberCount ?? 0,
        photo: options.photo ?? 1,
      };
      state.channels.set(username, channel);
      return channel;
    },
  });
  return fake.start();
}

function answer(state: TelegramFakeState, request: FakeRequest, nextId: () => number): FakeResponse {
  const bot = state.bots.get(request.params.token ?? '');
  if (!bot) return fail(401, 'Unauthorized');
  const params = (request.body ?? {}) as Record<string, unknown>;
  const ok = (result: unknown): FakeResponse => ({ json: { ok: true, result } });
  if (request.params.method === 'getMe') return ok({ ...bot, is_bot: true });
  if (request.params.method === 'getFile') {
    const fileId = String(params.file_id ?? '');
    if (!fileId.startsWith('photo-')) return fail(400, 'Bad Request: invalid file_id');
    return ok({ file_id: fileId, file_unique_id: fileId, file_path: `photos/${fileId}.png` });
  }
  const chat = findChat(state, params.chat_id);
  if (!chat) return fail(400, 'Bad Request: chat not found');
  const chatJson = { id: chat.id, type: 'channel', title: chat.title, username: chat.username };
  const isAdmin = chat.admins.has(bot.id);
  const send = (
    kind: FakeChannelMessage['kind'],
    text: unknown,
    media?: unknown,
    poll?: FakeChannelMessage['poll'],
  ) => {
    const message: FakeChannelMessage = {
      chatId: chat.id,
      messageId: nextId(),
      kind,
      text: typeof text === 'string' ? text : undefined,
      media: typeof media === 'string' ? media : undefined,
      sentAt: Date.now(),
      deleted: false,
      ...(poll ? { poll } : {}),
    };
    state.messages.push(message);
    return { message_id: message.messageId, date: Math.floor(message.sentAt / 1000), chat: chatJson };
  };
  switch (request.params.method) {
    case 'getChat':
      return ok({
        ...chatJson,
        ...(chat.photo
          ? {
              photo: {
                small_file_id: `photo-${chat.id}-${chat.photo}-small`,
                big_file_id: `photo-${chat.id}-${chat.photo}-big`,
              },
            }
          : {}),
      });
    case 'getChatMemberCount':
      return ok(chat.memberCount);
    case 'getChatMember':
      return ok({
        user: { id: params.user_id, is_bot: true, first_name: 'bot' },
        ...(chat.admins.has(Number(params.user_id))
          ? { status: 'administrator', can_post_messages: true }
          : { status: 'left' }),
      });
  }
  if (!isAdmin) return fail(403, 'Forbidden: bot is not a member of the channel chat');
  switch (request.params.method) {
    case 'sendMessage':
      if (typeof params.text !== 'string' || !params.text)
        return fail(400, 'Bad Request: message text is empty');
      if (params.text.length > 4096) return fail(400, 'Bad Request: message is too long');
      return ok(send('text', params.text));
    case 'sendPhoto':
      return ok(send('photo', params.caption, params.photo));
    case 'sendVideo':
      return ok(send('video', params.caption, params.video));
    case 'sendAnimation':
      return ok(send('animation', params.caption, params.animation));
    case 'sendMediaGroup': {
      const media = Array.isArray(params.media)
        ? (params.media as { type: 'photo' | 'video'; media: string; caption?: string }[])
        : [];
      if (media.length < 2 || media.length > 10) return fail(400, 'Bad Request: wrong number of media');
      // An album mixes InputMediaPhoto and InputMediaVideo (audio and documents only among themselves).
      if (media.some((item) => item.type !== 'photo' && item.type !== 'video'))
        return fail(400, 'Bad Request: wrong type of the media in the album');
      return ok(media.map((item) => send(item.type, item.caption, item.media)));
    }
    case 'sendPoll':
      return sendPoll(params, (poll) => ok(send('poll', undefined, undefined, poll)));
    case 'deleteMessage':
      return deleteAll(state, chat.id, [Number(params.message_id)])
        ? ok(true)
        : fail(400, "Bad Request: message can't be deleted");
    case 'deleteMessages': {
      const ids = Array.isArray(params.message_ids) ? params.message_ids.map(Number) : [];
      return deleteAll(state, chat.id, ids) ? ok(true) : fail(400, "Bad Request: message can't be deleted");
    }
    default:
      return fail(404, 'Not Found');
  }
}

/**
 * Bot API sendPoll: a question of 1–300 characters, 2–10 options of 1–100 characters given as
 * InputPollOption objects, `open_period` 5–600 seconds when present.
 */
function sendPoll(
  params: Record<string, unknown>,
  sent: (poll: NonNullable<FakeChannelMessage['poll']>) => FakeResponse,
): FakeResponse {
  const { question, options, open_period: openPeriod } = params;
  if (typeof question !== 'string' || question.length < 1 || question.length > 300)
    return fail(400, 'Bad Request: poll question length must not exceed 300');
  const texts = Array.isArray(options) ? options.map((option) => (option as { text?: unknown })?.text) : [];
  if (texts.length < 2 || texts.length > 10) return fail(400, 'Bad Request: poll must have 2-10 options');
  if (texts.some((text) => typeof text !== 'string' || text.length < 1 || text.length > 100))
    return fail(400, 'Bad Request: poll options length must not exceed 100');
  if (
    openPeriod !== undefined &&
    (!Number.isInteger(openPeriod) || Number(openPeriod) < 5 || Number(openPeriod) > 600)
  )
    return fail(400, 'Bad Request: wrong open period specified');
  return sent({
    question,
    options: (texts as string[]).map((text) => ({ text })),
    ...(openPeriod !== undefined ? { open_period: Number(openPeriod) } : {}),
  });
}

function findChat(state: TelegramFakeState, chatId: unknown): FakeChannel | undefined {
  const id = String(chatId ?? '');
  if (id.startsWith('@')) return state.channels.get(id.slice(1));
  return [...state.channels.values()].find((channel) => String(channel.id) === id);
}

/** The Bot API deletes messages younger than 48 hours only. */
function deleteAll(state: TelegramFakeState, chatId: number, ids: number[]): boolean {
  const found = ids.map((id) =>
    state.messages.find((m) => m.chatId === chatId && m.messageId === id && !m.deleted),
  );
  if (found.some((m) => !m || Date.now() - m.sentAt > 48 * 3600_000)) return false;
  for (const message of found) if (message) message.deleted = true;
  return true;
}
