import type { Bot, BotSettings } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { assertBotEditable } from '../plans/assert-bot-edit.ts';
import { authorize } from '../users/access.ts';
import { botColumns, nextRunOf } from './bot-columns.ts';
import { checkBotSettings } from './check-bot-settings.ts';
import { findBot } from './find-bot.ts';
import { botSources, bots } from './schema.ts';
import { toPublicBots } from './to-public-bot.ts';

/** Changes every setting of a bot; it may move to another page the caller reaches. */
export async function updateBot(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  botId: string,
  input: BotSettings,
): Promise<Bot> {
  const found = await findBot(context, auth, botId, 'edit');
  authorize(auth, 'publish');
  const page =
    input.pageId === found.bot.pageId ? found.page : await findPage(context, auth, input.pageId, 'edit');
  await assertBotEditable(context.database.db, auth.user.accountId, found.bot, {
    ...input,
    pageKind: page.kind,
  });
  const db = context.database.db;
  const now = context.now();
  const { sourceRowIds, pinterestBoard } = await checkBotSettings(db, auth.user.accountId, page, input, now);
  const bot = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bots)
      .set({
        ...botColumns(input, pinterestBoard),
        // Switching a bot on again clears what had disabled it.
        ...(input.enabled && !found.bot.enabled ? { disabledReason: null } : {}),
        nextRunAt: nextRunOf(input, found.bot, now),
        updatedAt: now,
      })
      .where(eq(bots.id, found.bot.id))
      .returning();
    if (!row) throw new AppError('not_found');
    await tx.delete(botSources).where(eq(botSources.botId, row.id));
    if (sourceRowIds.length > 0)
      await tx.insert(botSources).values(sourceRowIds.map((sourceId) => ({ botId: row.id, sourceId })));
    return row;
  });
  const [updated] = await toPublicBots(db, [{ bot, page }], now);
  if (!updated) throw new AppError('internal_error');
  return updated;
}
