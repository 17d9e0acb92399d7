import type { Bot } from '@pagewise/shared/bots';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { pages } from '../pages/schema.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';
import { findBot } from './find-bot.ts';
import { bots } from './schema.ts';
import { toPublicBots } from './to-public-bot.ts';

/** The account's bots on the pages the caller reaches (spec §7 `GET /bots`). */
export async function listBots(context: Pick<AppContext, 'database' | 'now'>, auth: Auth): Promise<Bot[]> {
  authorize(auth, 'read');
  const db = context.database.db;
  const rows = await db
    .select({ bot: bots, page: pages })
    .from(bots)
    .innerJoin(pages, eq(pages.id, bots.pageId))
    .where(and(eq(bots.accountId, auth.user.accountId), pageScopeCondition(auth, bots.pageId)))
    .orderBy(asc(bots.createdAt), asc(bots.id));
  return toPublicBots(db, rows, context.now());
}

export async function getBot(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  botId: string,
): Promise<Bot> {
  const row = await findBot(context, auth, botId, 'read');
  const [bot] = await toPublicBots(context.database.db, [row], context.now());
  if (!bot) throw new Error('bot vanished');
  return bot;
}
