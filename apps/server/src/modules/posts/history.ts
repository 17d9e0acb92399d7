import type { PostContent } from '@pagewise/shared/posts/post';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { users } from '../users/schema.ts';
import { type HistoryChange, postHistory } from './schema.ts';

export type Versioned = PostContent & { scheduledAt: string | null };

/** Our fields under the names of the spec's history (§3 "history difference fields"). */
const historyNames: [
  keyof Versioned | 'options.tiktok' | 'options.youtube' | 'options.twitter' | 'options.pinterest',
  string,
][] = [
  ['message', 'title'],
  // The spec's history names one network's texts (`instagramTexts`); ours are of every network.
  ['networkTexts', 'networkTexts'],
  ['pageTexts', 'pageTexts'],
  ['link', 'url'],
  ['description', 'description'],
  ['documentTitle', 'documentTitle'],
  ['documentMediaId', 'file'],
  ['mediaIds', 'multipleImages'],
  ['carouselRatio', 'carrouselRatio'],
  ['kind', 'typePost'],
  ['scheduledAt', 'scheduling'],
  ['poll', 'poll'],
  ['reel', 'reel'],
  ['location', 'location'],
  ['tags', 'tags'],
  ['collaborators', 'collaborators'],
  ['thumbnailMediaId', 'thumbnail'],
  ['pageIds', 'pages'],
  ['options.tiktok', 'tiktokOptions'],
  ['options.youtube', 'youtubeOptions'],
  ['options.twitter', 'twitterOptions'],
  ['options.pinterest', 'pinterestBoard'],
];

function read(version: Versioned, path: string): unknown {
  if (path.startsWith('options.'))
    return version.options[path.slice(8) as keyof Versioned['options']] ?? null;
  return version[path as keyof Versioned] ?? null;
}

/** What changed between two versions of a post, field by field. */
export function diffPost(before: Versioned | null, after: Versioned): HistoryChange[] {
  return historyNames.flatMap(([path, field]) => {
    const previous = before ? read(before, path) : null;
    const next = read(after, path);
    return JSON.stringify(previous) === JSON.stringify(next)
      ? []
      : [{ field, before: previous, after: next }];
  });
}

export async function recordHistory(
  db: Database,
  entry: { postId: string; userId: string | null; action: string; changes: HistoryChange[]; at: Date },
) {
  await db.insert(postHistory).values(entry);
}

export async function listHistory(context: Pick<AppContext, 'database'>, postId: string) {
  const rows = await context.database.db
    .select({ entry: postHistory, firstname: users.firstname, lastname: users.lastname })
    .from(postHistory)
    .leftJoin(users, eq(users.id, postHistory.userId))
    .where(eq(postHistory.postId, postId))
    .orderBy(asc(postHistory.at));
  return {
    entries: rows.map(({ entry, firstname, lastname }) => ({
      id: entry.id,
      action: entry.action,
      at: entry.at.toISOString(),
      userName: firstname ? `${firstname} ${lastname ?? ''}`.trim() : null,
      changes: entry.changes,
    })),
  };
}
