import { requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';

/** Every Bot API answer: `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }`. */
type BotAnswer<T> = { ok: true; result: T };
type BotError = {
  ok: false;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
};

export type BotUser = { id: number; is_bot: boolean; username?: string; first_name: string };
export type BotChat = {
  id: number;
  type: string;
  title?: string;
  username?: string;
  /** getChat only (ChatFullInfo): the chat's photo, 160×160 (`small_file_id`) and 640×640 (`big_file_id`). */
  photo?: { small_file_id: string; big_file_id: string };
};
export type BotMessage = { message_id: number; date: number; chat: BotChat };
export type BotChatMember = {
  status: 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  user: BotUser;
  can_post_messages?: boolean;
};

/** Where the Bot API answers: https://api.telegram.org, or a fake's URL. */
export type BotApi = { apiBaseUrl: string; timeoutMs?: number };

/** One Bot API method: `POST {apiBaseUrl}/bot<token>/<method>` with a JSON body. */
export async function callBot<T>(
  api: BotApi,
  token: string,
  method: string,
  params: Record<string, unknown> = {},
  mutates = false,
): Promise<T> {
  const answer = await requestJson<BotAnswer<T>>(
    {
      method: 'POST',
      url: `${api.apiBaseUrl}/bot${token}/${method}`,
      json: params,
      mutates,
      timeoutMs: api.timeoutMs,
    },
    readBotError,
  );
  return answer.result;
}

/** Telegram's error body says what happened better than its status does. */
export function readBotError(status: number, body: unknown): NetworkError | undefined {
  if (!isBotError(body)) return undefined;
  const description = body.description ?? `Telegram error ${status}`;
  const message = `Telegram: ${description}`;
  if (status === 429) {
    return new NetworkError('rate_limited', message, {
      status,
      retryAfterSeconds: body.parameters?.retry_after ?? 30,
    });
  }
  // 401 Unauthorized is a revoked bot token; 404 Not Found a malformed one.
  if (status === 401 || status === 404) {
    return new NetworkError('reconnect', message, { status, reason: 'telegram_bot_token_invalid' });
  }
  if (/chat not found/i.test(description)) {
    return new NetworkError('reconnect', message, { status, reason: 'telegram_channel_not_found' });
  }
  // 403 "bot was kicked", "bot is not a member"; 400 "not enough rights", "need administrator rights".
  if (status === 403 || /not enough rights|administrator rights|not a member/i.test(description)) {
    return new NetworkError('reconnect', message, { status, reason: 'telegram_bot_not_admin' });
  }
  if (status >= 500) return undefined;
  return new NetworkError('rejected', message, { status, reason: description });
}

function isBotError(body: unknown): body is BotError {
  return typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false;
}
