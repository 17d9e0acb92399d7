import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { findBot } from './find-bot.ts';
import { bots } from './schema.ts';

/** Deletes a bot (the list confirms first). Its posts stay, with their bot id as history. */
export async function deleteBot(context: Pick<AppContext, 'database'>, auth: Auth, botId: string) {
  const found = await findBot(context, auth, botId, 'delete');
  await context.database.db.delete(bots).where(eq(bots.id, found.bot.id));
}
