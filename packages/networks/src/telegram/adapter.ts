import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { type BotApi, callBot } from './bot-api.ts';
import { connectChannel, readChannel } from './connect.ts';
import { readTelegramPageFigures } from './figures.ts';
import { deleteFromChannel, publishToChannel } from './publish.ts';

export type TelegramConfig = BotApi & {
  /** Tokens of the product's shared bots; empty means "Telegram has no free bot" (spec §8). */
  sharedBotTokens?: string[];
};

/**
 * A Telegram channel through the Bot API. Left out, because the Bot API cannot do them:
 * - `findPublished`: a bot cannot read a channel's history (only new updates, and no
 *   idempotency key exists). After an `unknown_outcome` the caller must not retry on its own:
 *   it marks the post as uncertain and asks the user to check the channel, then mark it posted
 *   or publish again.
 * - `readInbox`, `reply`, `moderate`: channels have no comments or messages for a bot to read.
 */
export function createTelegramAdapter(config: TelegramConfig): NetworkAdapter {
  return {
    kind: 'telegram',
    rules: networkRules.telegram,
    connectWithForm: (fields) => connectChannel(config, fields),
    // The stored credentials reach one channel: listing it is reading it again (refresh). Pages
    // connected before the chat id was kept are found by the channel's name.
    listPages: (credentials) =>
      readChannel(config, credentials, credentials.extra?.chatId ?? `@${credentials.extra?.channel ?? ''}`),
    publish: (page, post) => publishToChannel(config, page, post),
    deletePost: (page, remoteId) => deleteFromChannel(config, page, remoteId),
    async readMetrics(page) {
      const followers = await callBot<number>(config, page.credentials.accessToken, 'getChatMemberCount', {
        chat_id: page.remoteId,
      });
      // The Bot API gives no views or reactions per channel, only the subscriber count.
      return { followers, impressions: 0, engagements: 0, daily: [] };
    },
    readPageFigures: (page) => readTelegramPageFigures(config, page),
  };
}
