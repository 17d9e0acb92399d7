import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { overLimitRefusal } from '../plans/over-limit.ts';
import { authorize } from '../users/access.ts';
import { botPosts } from './bot-status.ts';
import { findBot } from './find-bot.ts';
import { type BotRunResult, runBot } from './run-bot.ts';
import { toPublicBots } from './to-public-bot.ts';

/**
 * "Run now" (and how a manual bot posts): the bot runs at once, as the engine would. Running a
 * bot publishes, so it needs the right to publish; a bot that cannot post says why.
 */
export async function runBotNow(context: AppContext, auth: Auth, botId: string): Promise<BotRunResult> {
  const found = await findBot(context, auth, botId, 'edit');
  authorize(auth, 'publish');
  const [bot] = await toPublicBots(context.database.db, [found], context.now());
  if (!bot) throw new AppError('not_found');
  if (!bot.enabled || !botPosts(bot.status)) {
    throw new AppError('bot_invalid', {
      message: 'This bot cannot post now',
      details: { status: bot.status, disabledReason: bot.disabledReason, enabled: bot.enabled },
    });
  }
  const frozen = await overLimitRefusal(context.database.db, auth.user.accountId, {
    bots: [found.bot.id],
    pages: [found.bot.pageId],
  });
  if (frozen) throw frozen;
  return runBot(context, found.bot.id);
}
