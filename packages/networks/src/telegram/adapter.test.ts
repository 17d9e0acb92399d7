import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { servesPicture } from '../fake/fake-picture.ts';
import { networkFailure as failure } from '../fake/network-failure.ts';
import { createTelegramAdapter } from './adapter.ts';
import { startFakeTelegram, type TelegramFake } from './fake.ts';

let fake: TelegramFake;
let page: ConnectedPage;
const adapter = () => createTelegramAdapter({ apiBaseUrl: fake.url });
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'Hello channel',
  idempotencyKey: 'post-1',
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeTelegram();
  fake.addBot('111:own', 'own_bot');
  fake.addBot('222:shared', 'pagewise_bot');
  fake.addBot('333:outsider', 'outsider_bot');
  fake.addChannel('mychannel', { title: 'My channel', admins: ['111:own', '222:shared'], memberCount: 42 });
  fake.addChannel('otherchannel', { admins: [] });
  const connected = await adapter().connectWithForm?.({
    botToken: '111:own',
    channel: 'https://t.me/mychannel',
  });
  const remote = connected?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.messages.length = 0;
});

describe('telegram connect', () => {
  it('connects a channel its bot administers', () => {
    expect(page).toMatchObject({ name: 'My channel', credentials: { accessToken: '111:own' } });
    expect(page.credentials.extra).toMatchObject({ channel: 'mychannel', sharedBot: 'false' });
  });

  it.each(['mychannel', '@mychannel', 'https://example.com/mychannel', 't.me/', 't.me/my', ''])(
    'refuses the link %j',
    async (channel) => {
      const error = await failure(adapter().connectWithForm?.({ botToken: '111:own', channel }));
      expect(error).toMatchObject({ kind: 'rejected', reason: 'telegram_channel_link_invalid' });
    },
  );

  it('refuses a bot that is not an administrator', async () => {
    const error = await failure(
      adapter().connectWithForm?.({
        botToken: '333:outsider',
        channel: 't.me/mychannel',
      }),
    );
    expect(error).toMatchObject({ kind: 'rejected', reason: 'telegram_bot_not_admin' });
    expect(error.message).toContain('@outsider_bot');
  });

  it('asks to reconnect on a revoked bot token', async () => {
    const error = await failure(
      adapter().connectWithForm?.({ botToken: '999:gone', channel: 't.me/mychannel' }),
    );
    expect(error).toMatchObject({ kind: 'reconnect', reason: 'telegram_bot_token_invalid' });
  });

  it('offers a shared bot when no token is given, and says when there is none', async () => {
    const shared = createTelegramAdapter({
      apiBaseUrl: fake.url,
      sharedBotTokens: ['333:outsider', '222:shared'],
    });
    const connected = await shared.connectWithForm?.({ channel: 't.me/mychannel' });
    expect(connected?.credentials).toMatchObject({ accessToken: '222:shared', extra: { sharedBot: 'true' } });

    const none = await failure(adapter().connectWithForm?.({ channel: 't.me/mychannel' }));
    expect(none).toMatchObject({ kind: 'rejected', reason: 'telegram_no_free_bot' });
  });
});

describe('telegram publish', () => {
  it('sends a text with its link preview', async () => {
    const published = await adapter().publish?.(page, post({ link: 'https://example.com/a' }));
    expect(published?.url).toMatch(/^https:\/\/t\.me\/mychannel\/\d+$/);
    const [call] = fake.callsTo('POST', '/bot111:own/sendMessage');
    expect(call?.body).toMatchObject({
      chat_id: page.remoteId,
      text: 'Hello channel\n\nhttps://example.com/a',
      link_preview_options: { url: 'https://example.com/a' },
    });
  });

  it('sends one photo, one video, or an album capped at 10', async () => {
    const image = (n: number) => ({ url: `https://cdn.example.com/${n}.jpg`, mime: 'image/jpeg' });
    await adapter().publish?.(page, post({ images: [image(0)] }));
    await adapter().publish?.(
      page,
      post({ video: { url: 'https://cdn.example.com/v.mp4', mime: 'video/mp4' } }),
    );
    const album = await adapter().publish?.(
      page,
      post({ images: Array.from({ length: 12 }, (_, n) => image(n)) }),
    );
    expect(fake.state.messages.map((m) => m.kind)).toEqual(['photo', 'video', ...Array(10).fill('photo')]);
    expect(album?.remoteId.split(',')).toHaveLength(10);

    await adapter().deletePost?.(page, album?.remoteId ?? '');
    expect(fake.state.messages.filter((m) => m.deleted)).toHaveLength(10);
  });

  it('sends a GIF with sendAnimation, and refuses one inside an album', async () => {
    const gif = { url: 'https://cdn.example.com/loop.gif', mime: 'image/gif' };
    await adapter().publish?.(page, post({ images: [gif] }));
    const [call] = fake.callsTo('POST', '/bot111:own/sendAnimation');
    expect(call?.body).toMatchObject({
      chat_id: page.remoteId,
      animation: gif.url,
      caption: 'Hello channel',
    });
    expect(fake.state.messages.at(-1)).toMatchObject({ kind: 'animation', media: gif.url });

    const photo = { url: 'https://cdn.example.com/p.jpg', mime: 'image/jpeg' };
    const error = await failure(adapter().publish?.(page, post({ images: [photo, gif] })));
    expect(error).toMatchObject({ kind: 'rejected', reason: 'telegram_gif_alone' });
  });

  it('sends several videos and photos as one album, in the order the user placed them', async () => {
    const before = fake.state.messages.length;
    const first = { url: 'https://cdn.example.com/1.mp4', mime: 'video/mp4', kind: 'video' as const };
    const photo = { url: 'https://cdn.example.com/2.jpg', mime: 'image/jpeg', kind: 'image' as const };
    const second = { url: 'https://cdn.example.com/3.mp4', mime: 'video/mp4', kind: 'video' as const };
    await adapter().publish?.(page, post({ images: [photo], video: first, media: [first, photo, second] }));
    const [call] = fake.callsTo('POST', '/bot111:own/sendMediaGroup').slice(-1);
    expect(call?.body).toMatchObject({
      media: [
        { type: 'video', media: first.url, caption: 'Hello channel' },
        { type: 'photo', media: photo.url },
        { type: 'video', media: second.url },
      ],
    });
    expect(fake.state.messages.slice(before).map((m) => m.kind)).toEqual(['video', 'photo', 'video']);
  });

  it('refuses a caption over 1,024 characters before calling Telegram', async () => {
    const error = await failure(
      adapter().publish?.(
        page,
        post({ text: 'x'.repeat(1025), images: [{ url: 'https://a/b.jpg', mime: 'image/jpeg' }] }),
      ),
    );
    expect(error).toMatchObject({ kind: 'rejected', reason: 'telegram_caption_too_long' });
    expect(fake.state.messages).toHaveLength(0);
  });

  it('reports what Telegram refuses, with its words', async () => {
    fake.failNext({
      kind: 'status',
      status: 400,
      json: {
        ok: false,
        error_code: 400,
        description: 'Bad Request: wrong file identifier/HTTP URL specified',
      },
    });
    const error = await failure(adapter().publish?.(page, post()));
    expect(error).toMatchObject({
      kind: 'rejected',
      reason: 'Bad Request: wrong file identifier/HTTP URL specified',
    });
  });

  it('turns 429 retry_after into rate_limited with seconds', async () => {
    fake.failNext({
      kind: 'status',
      status: 429,
      json: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 17',
        parameters: { retry_after: 17 },
      },
    });
    const error = await failure(adapter().publish?.(page, post()));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 17 });
  });

  it('asks to reconnect when the bot was kicked', async () => {
    fake.failNext({
      kind: 'status',
      status: 403,
      json: { ok: false, error_code: 403, description: 'Forbidden: bot was kicked from the channel chat' },
    });
    const error = await failure(adapter().publish?.(page, post()));
    expect(error).toMatchObject({ kind: 'reconnect', reason: 'telegram_bot_not_admin' });
  });

  it('calls 5xx a server error, and a lost publish an unknown outcome', async () => {
    fake.failNext({
      kind: 'status',
      status: 500,
      json: { ok: false, error_code: 500, description: 'Internal Server Error' },
    });
    expect((await failure(adapter().publish?.(page, post()))).kind).toBe('server_error');

    const quick = createTelegramAdapter({ apiBaseUrl: fake.url, timeoutMs: 300 });
    fake.failNext({ kind: 'lose-response' });
    const lost = await failure(quick.publish?.(page, post()));
    expect(lost.kind).toBe('unknown_outcome');
    // The message went out: the caller must not resend without asking the user (no read-back exists).
    expect(fake.state.messages).toHaveLength(1);
    expect(quick.findPublished).toBeUndefined();
  });

  it('refuses to delete a message older than 48 hours', async () => {
    const published = await adapter().publish?.(page, post());
    const sent = fake.state.messages[0];
    if (sent) sent.sentAt -= 49 * 3600_000;
    const error = await failure(adapter().deletePost?.(page, published?.remoteId ?? ''));
    expect(error).toMatchObject({ kind: 'rejected', reason: "Bad Request: message can't be deleted" });
  });

  it('sends a poll with sendPoll: its question and options in the documented fields', async () => {
    const poll = { question: 'Coffee or tea?', options: ['Coffee', 'Tea', ' '] };
    const published = await adapter().publish?.(page, post({ text: '', options: { kind: 'poll', poll } }));
    expect(fake.state.messages).toHaveLength(1);
    expect(fake.state.messages[0]).toMatchObject({
      kind: 'poll',
      poll: { question: 'Coffee or tea?', options: [{ text: 'Coffee' }, { text: 'Tea' }] },
    });
    expect(fake.state.messages[0]?.poll).not.toHaveProperty('open_period');
    expect(published?.remoteId).toBe(String(fake.state.messages[0]?.messageId));
  });

  it('refuses a poll Telegram cannot keep open that long, or with text beside it, sending nothing', async () => {
    const poll = { question: 'Coffee or tea?', options: ['Coffee', 'Tea'] };
    const long = await failure(
      adapter().publish?.(
        page,
        post({ text: '', options: { kind: 'poll', poll: { ...poll, durationDays: 1 } } }),
      ),
    );
    expect(long).toMatchObject({ kind: 'rejected', reason: 'telegram_poll_duration' });
    const withText = await failure(adapter().publish?.(page, post({ options: { kind: 'poll', poll } })));
    expect(withText).toMatchObject({ kind: 'rejected', reason: 'telegram_poll_alone' });
    expect(fake.state.messages).toHaveLength(0);
  });
});

describe('telegram metrics', () => {
  it('reads the subscriber count, and a read time-out is a server error', async () => {
    expect(await adapter().readMetrics?.(page, 7)).toMatchObject({ followers: 42 });
    expect(adapter().readInbox).toBeUndefined();
    fake.failNext({ kind: 'hang' });
    const quick = createTelegramAdapter({ apiBaseUrl: fake.url, timeoutMs: 300 });
    expect((await failure(quick.readMetrics?.(page, 7))).kind).toBe('server_error');
  });
});

describe('telegram channel photo', () => {
  it("turns getChat's photo into a file address through getFile, on connect and when read again", async () => {
    const connected = await adapter().connectWithForm?.({ botToken: '111:own', channel: 't.me/mychannel' });
    const pictureUrl = connected?.pages[0]?.pictureUrl;
    expect(pictureUrl).toMatch(new RegExp(`^${fake.url}/file/bot111:own/photos/photo-.+-small\\.png$`));
    expect(await servesPicture(pictureUrl)).toBe(true);
    const [listed] = (await adapter().listPages?.(connected?.credentials ?? page.credentials)) ?? [];
    expect(listed).toMatchObject({ remoteId: page.remoteId, name: 'My channel', pictureUrl });
  });

  it('leaves a channel without a photo without a picture', async () => {
    fake.addChannel('nophotochannel', { admins: ['111:own'], photo: 0 });
    const connected = await adapter().connectWithForm?.({
      botToken: '111:own',
      channel: 't.me/nophotochannel',
    });
    expect(connected?.pages[0]?.pictureUrl).toBeUndefined();
  });
});
