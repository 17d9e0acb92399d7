import type { Action } from '@pagewise/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { pages } from '../pages/schema.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { bots } from './schema.ts';

/**
 * A bot of the caller's account on a page they reach, for `action`. Another account's bot, one on
 * a page outside the caller's page access, or a malformed id is not found; only a bot the caller
 * may see can answer that their role may not do this.
 */
export async function findBot(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  botId: string,
  action: Action,
) {
  if (!isUuid(botId)) throw new AppError('not_found', { message: 'Bot not found' });
  const [row] = await context.database.db
    .select({ bot: bots, page: pages })
    .from(bots)
    .innerJoin(pages, eq(pages.id, bots.pageId))
    .where(and(eq(bots.id, botId), eq(bots.accountId, auth.user.accountId)))
    .limit(1);
  if (!row || !reachesPage(auth, row.bot.pageId))
    throw new AppError('not_found', { message: 'Bot not found' });
  authorize(auth, action);
  return row;
}
