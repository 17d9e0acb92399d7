import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import { createTelegramAdapter } from './adapter.ts';
import { startFakeTelegram, type TelegramFake } from './fake.ts';

let fake: TelegramFake;
let page: ConnectedPage;
const adapter = () => createTelegramAdapter({ apiBaseUrl: fake.url });

beforeAll(async () => {
  fake = await startFakeTelegram();
  fake.addBot('111:own', 'own_bot');
  fake.addChannel('mychannel', { title: 'My channel', admins: ['111:own'], memberCount: 42 });
  const connected = await adapter().connectWithForm?.({
    botToken: '111:own',
    channel: 'https://t.me/mychannel',
  });
  const remote = connected?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());

describe('Telegram: figures', () => {
  it("gives the channel's subscribers now as the last complete day's, and nothing else", async () => {
    expect(await adapter().readPageFigures?.(page, 90)).toEqual([
      { date: completeDays(1)[0], followers: 42 },
    ]);
    // The Bot API gives a bot no views of a channel's posts.
    expect(adapter().readPostFigures).toBeUndefined();
  });
});
