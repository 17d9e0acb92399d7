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
        extra: {
          channel,
          chatId: String(chat.id),
          botUsername: bot.username ?? '',
          sharedBot: ownToken ? 'false' : 'true',
        },
      };
      return { credentials, pages: [await channelPage(config, credentials, chat)] };
    }
    notAdmin.push(`@${bot.username ?? bot.id}`);
  }
  throw new NetworkError(
    'rejected',
    `Make ${notAdmin.join(' or ')} an administrator of the channel, allowed to post messages`,
    { reason: 'telegram_bot_not_admin' },
  );
}

/**
 * The channel as a page, with the address of its photo: getFile turns the photo's file id into a
 * path under `/file/bot<token>/` that stays valid for at least an hour (Bot API, getFile). The
 * address holds the bot's token: it is fetched by the server, never shown.
 */
async function channelPage(config: BotApi, credentials: Credentials, chat: BotChat): Promise<RemotePage> {
  const page: RemotePage = {
    remoteId: String(chat.id),
    name: chat.title ?? chat.username ?? String(chat.id),
    credentials,
  };
  const fileId = chat.photo?.small_file_id;
  if (!fileId) return page;
  const file = await callBot<{ file_path?: string }>(config, credentials.accessToken, 'getFile', {
    file_id: fileId,
  });
  if (!file.file_path) return page;
  return { ...page, pictureUrl: `${config.apiBaseUrl}/file/bot${credentials.accessToken}/${file.file_path}` };
}

/** The connected channel as the Bot API sees it now (refresh: still there, its title and photo). */
export async function readChannel(
  config: BotApi,
  credentials: Credentials,
  remoteId: string,
): Promise<RemotePage[]> {
  const chat = await callBot<BotChat>(config, credentials.accessToken, 'getChat', { chat_id: remoteId });
  return [await channelPage(config, credentials, chat)];
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
