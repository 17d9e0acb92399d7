import { and, count, gte, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { posts } from './schema.ts';

/**
 * Posts each bot made since `since` (a bot's daily limit counts them from midnight in its account's time zone). A story
 * shared from a bot's post is part of that post, not one more.
 */
export async function countBotPostsSince(
  db: Database,
  botIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (botIds.length === 0) return new Map();
  const rows = await db
    .select({ botId: posts.botId, posts: count() })
    .from(posts)
    .where(and(inArray(posts.botId, [...botIds]), gte(posts.createdAt, since), ne(posts.kind, 'story')))
    .groupBy(posts.botId);
  return new Map(rows.flatMap((row) => (row.botId ? [[row.botId, row.posts] as const] : [])));
}
