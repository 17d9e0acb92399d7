import type { Credentials, RemotePage } from '../adapter.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { type BotApi, type BotChat, type BotChatMember, type BotUser, callBot } from './bot-api.ts';
import { parseChannelLink } from './channel-link.ts';

export type TelegramConnectConfig = BotApi & {
  /** The product's shared bots, offered when the user brings no bot of their own. */
  sharedBotTokens?: string[];
};

/**
 * Connects a channel: the user's own bot (`botToken`) or, without one, the first shared bot
 * that the user made an administrator of the channel. Either bot must be allowed to post.
 */
export async function connectChannel(
  config: TelegramConnectConfig,
  fields: Record<string, string>,
): Promise<{ credentials: Credentials; pages: RemotePage[] }> {
  const channel = parseChannelLink(fields.channel);
  const ownToken = fields.botToken?.trim();
  const tokens = ownToken ? [ownToken] : (config.sharedBotTokens ?? []);
  if (tokens.length === 0) {
    throw new NetworkError('rejected', 'Telegram has no free bot', { reason: 'telegram_no_free_bot' });
  }
  const notAdmin: string[] = [];
  for (const token of tokens) {
    const bot = await callBot<BotUser>(config, token, 'getMe');
    const chat = await callBot<BotChat>(config, token, 'getChat', { chat_id: `@${channel}` });
    if (await canPost(config, token, chat.id, bot.id)) {
      const credentials: Credentials = {
        accessToken: token,
        extra: { channel, botUsername: bot.username ?? '', sharedBot: ownToken ? 'false' : 'true' },
      };
      const page: RemotePage = { remoteId: String(chat.id), name: chat.title ?? channel, credentials };
      return { credentials, pages: [page] };
    }
    notAdmin.push(`@${bot.username ?? bot.id}`);
  }
  throw new NetworkError(
    'rejected',
    `Make ${notAdmin.join(' or ')} an administrator of the channel, allowed to post messages`,
    { reason: 'telegram_bot_not_admin' },
  );
}

async function canPost(api: BotApi, token: string, chatId: number, botId: number): Promise<boolean> {
  try {
    const member = await callBot<BotChatMember>(api, token, 'getChatMember', {
      chat_id: chatId,
      user_id: botId,
    });
    // In channels an administrator needs can_post_messages (Bot API, ChatMemberAdministrator).
    return (
      member.status === 'creator' || (member.status === 'administrator' && member.can_post_messages === true)
    );
  } catch (error) {
    if (isNetworkError(error, 'reconnect') && error.reason === 'telegram_bot_not_admin') return false;
    throw error;
  }
}
