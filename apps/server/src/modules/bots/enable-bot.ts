import type { Bot } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertBotEditable } from '../plans/assert-bot-edit.ts';
import { authorize } from '../users/access.ts';
import { nextRunOf } from './bot-columns.ts';
import { findBot } from './find-bot.ts';
import { bots } from './schema.ts';
import { toPublicBots } from './to-public-bot.ts';

/** The enable toggle of the bot list (spec §4): off, the bot stops; on again, it runs at the next sweep. */
export async function enableBot(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  botId: string,
  enabled: boolean,
): Promise<Bot> {
  const found = await findBot(context, auth, botId, 'edit');
  authorize(auth, 'publish');
  // Switching a bot off is always allowed (it only stops it, as deleting it would); on again is a change.
  if (enabled) await assertBotEditable(context.database.db, auth.user.accountId, found.bot);
  const now = context.now();
  const [bot] = await context.database.db
    .update(bots)
    .set({
      enabled,
      ...(enabled ? { disabledReason: null } : {}),
      nextRunAt: nextRunOf({ enabled, frequency: found.bot.frequency }, found.bot, now),
      updatedAt: now,
    })
    .where(eq(bots.id, found.bot.id))
    .returning();
  if (!bot) throw new AppError('not_found');
  const [answer] = await toPublicBots(context.database.db, [{ bot, page: found.page }], now);
  if (!answer) throw new AppError('internal_error');
  return answer;
}
