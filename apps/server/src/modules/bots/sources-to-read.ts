import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { ensureCatalogueSources } from '../sources/ensure-catalogue-sources.ts';
import { customSourcesOf } from '../sources/read-items.ts';
import { suggestedSourcesOf } from './bot-catalogue.ts';
import { type BotRow, botSources } from './schema.ts';

/**
 * The source rows a bot reads now: those chosen for it (manual mode), or in auto mode every
 * custom source of its account, or every suggested source of its language and topic (their rows
 * made on the way, so the poller reads them). New sources join an auto bot by themselves.
 */
export async function sourcesToRead(db: Database, bot: BotRow, now: Date): Promise<string[]> {
  if (bot.type === 'none') return [];
  if (!bot.autoSources) {
    const rows = await db
      .select({ id: botSources.sourceId })
      .from(botSources)
      .where(eq(botSources.botId, bot.id));
    return rows.map((row) => row.id);
  }
  if (bot.type === 'custom') return (await customSourcesOf(db, bot.accountId)).map((source) => source.id);
  return [...(await ensureCatalogueSources(db, suggestedSourcesOf(bot), now)).values()];
}
