import type { ConnectedPage, PageDayFigures } from '../adapter.ts';
import { completeDays, givenFigures } from '../figure-days.ts';
import { type BotApi, callBot } from './bot-api.ts';

/**
 * A channel's subscribers now (`getChatMemberCount`), given as the last complete day's. The Bot
 * API keeps no history and gives a bot no views, reactions or forwards of the channel's posts,
 * so there are no other figures and no post figures.
 */
export async function readTelegramPageFigures(
  config: BotApi,
  page: ConnectedPage,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const [date] = completeDays(1, now);
  const followers = await callBot<number>(config, page.credentials.accessToken, 'getChatMemberCount', {
    chat_id: page.remoteId,
  });
  return date ? [{ date, ...givenFigures({ followers }) }] : [];
}
