import type { Action } from '@pagewise/shared/permissions';
import type { Media, MediaFacts } from '@pagewise/shared/posts/post';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { type MediaRow, media } from './schema.ts';

/**
 * What publishing needs of a file: the measured facts, its public URL and where storage keeps it
 * (its key, and its path when the storage is this machine's disk: large uploads read it there).
 */
export type StoredMedia = MediaFacts & { url: string; storageKey: string; localPath?: string };

/** The public address networks fetch the file from. */
export function mediaUrl(context: Pick<AppContext, 'config'>, storageKey: string): string {
  return `${context.config.publicUrl}/media/${storageKey}`;
}

/** The API shape of a stored file: the row never reaches the client as it is. */
export function toMedia(context: Pick<AppContext, 'config'>, row: MediaRow): Media {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mime: row.mime,
    format: row.format,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    frames: row.frames,
    durationSeconds: row.durationSeconds,
    videoCodec: row.videoCodec,
    audioCodec: row.audioCodec,
    audioSampleRate: row.audioSampleRate,
    fps: row.fps,
    url: mediaUrl(context, row.storageKey),
  };
}

/** A file of the caller's account, for `action`; any other, or a malformed id, is simply not found. */
export async function findMedia(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  id: string,
  action: Action,
) {
  if (!isUuid(id)) throw new AppError('not_found', { message: 'Media not found' });
  const [row] = await context.database.db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Media not found' });
  authorize(auth, action);
  return row;
}

/** The account's rows among `ids`, in one query; unknown or foreign ids are left out. */
async function accountFiles(context: Pick<AppContext, 'database'>, accountId: string, ids: string[]) {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  return context.database.db
    .select()
    .from(media)
    .where(and(eq(media.accountId, accountId), inArray(media.id, wanted)));
}

/** The account's files among `ids`, as the API shows them (in posts). */
export async function findMediaFiles(
  context: Pick<AppContext, 'database' | 'config'>,
  accountId: string,
  ids: string[],
): Promise<Media[]> {
  return (await accountFiles(context, accountId, ids)).map((row) => toMedia(context, row));
}

/** The facts of the account's files among `ids`, with where storage keeps them (publishing). */
export async function findMediaFacts(
  context: Pick<AppContext, 'database' | 'config'> & Partial<Pick<AppContext, 'storage'>>,
  accountId: string,
  ids: string[],
): Promise<StoredMedia[]> {
  return (await accountFiles(context, accountId, ids)).map((row) => {
    const { fileName: _fileName, ...facts } = toMedia(context, row);
    const localPath = context.storage?.pathOf?.(row.storageKey);
    return { ...facts, storageKey: row.storageKey, ...(localPath ? { localPath } : {}) };
  });
}
