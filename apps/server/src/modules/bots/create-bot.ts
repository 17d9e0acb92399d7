import type { Bot, BotSettings } from '@pagewise/shared/bots';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { findAccountPlan } from '../plans/account-plan.ts';
import { assertBotFeatures } from '../plans/assert-bot-edit.ts';
import { assertRoomFor } from '../plans/assert-plan.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { authorize } from '../users/access.ts';
import { botColumns, nextRunOf } from './bot-columns.ts';
import { checkBotSettings } from './check-bot-settings.ts';
import { botSources, bots } from './schema.ts';
import { toPublicBots } from './to-public-bot.ts';

/** A new bot on a page the caller reaches. A bot publishes: making one needs the right to publish. */
export async function createBot(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  input: BotSettings,
): Promise<Bot> {
  authorize(auth, 'create');
  authorize(auth, 'publish');
  const page = await findPage(context, auth, input.pageId, 'create');
  const db = context.database.db;
  // A page the plan leaves over its number takes no new bot; its settings, only the plan's features.
  const account = await findAccountPlan(db, auth.user.accountId);
  await assertWithinPlan(db, auth.user.accountId, 'pages', [page.id], account);
  assertBotFeatures(account, { ...input, pageKind: page.kind });
  const now = context.now();
  const { sourceRowIds, pinterestBoard } = await checkBotSettings(db, auth.user.accountId, page, input, now);
  const bot = await db.transaction(async (tx) => {
    // Spec §5: the free plan cannot add more bots; the plan's number, counted under its lock.
    await assertRoomFor(tx, auth.user.accountId, 'bots', 1);
    const [row] = await tx
      .insert(bots)
      .values({
        ...botColumns(input, pinterestBoard),
        accountId: auth.user.accountId,
        createdBy: auth.user.id,
        nextRunAt: nextRunOf(input, null, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError('internal_error');
    if (sourceRowIds.length > 0)
      await tx.insert(botSources).values(sourceRowIds.map((sourceId) => ({ botId: row.id, sourceId })));
    return row;
  });
  const [created] = await toPublicBots(db, [{ bot, page }], now);
  if (!created) throw new AppError('internal_error');
  return created;
}
