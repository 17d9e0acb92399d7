import { createHash } from 'node:crypto';
import type { RemotePage } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { SafeFetchError } from '../../platform/safe-fetch.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { toSquarePicture } from '../media/square-picture.ts';
import { downloadPicture, PictureRefused } from './download-picture.ts';
import { type PageRow, pages } from './schema.ts';

type PictureContext = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'now'>;

const fingerprint = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');

/** The page's picture as the API shows it: a file of the account, or none. */
export const pictureUrlOf = (row: Pick<PageRow, 'pictureKey'>) =>
  row.pictureKey ? `/media/${row.pictureKey}` : null;

/**
 * Takes the picture the network gave for a page (on connect, refresh and reconnect): downloaded,
 * made a 256×256 WebP, stored as a file of the page's account, and the page pointed at it; the file
 * it replaces is deleted. The same address or bytes as last time are not read again. A picture that
 * cannot be had (refused address, too large, not an image, network down) changes nothing: the page
 * keeps the picture it had, and connecting or refreshing goes on.
 */
export async function takePagePicture(
  context: PictureContext,
  row: PageRow,
  remote: Pick<RemotePage, 'pictureUrl' | 'pictureFile'>,
): Promise<PageRow> {
  const source = remote.pictureFile ?? remote.pictureUrl;
  if (!source) return row;
  const sourceHash = fingerprint(source);
  if (row.pictureKey && row.pictureSource === sourceHash) return row;
  let picture: Buffer;
  try {
    const bytes = remote.pictureFile
      ? Buffer.from(remote.pictureFile)
      : await downloadPicture(context, row.kind as NetworkKind, remote.pictureUrl ?? '');
    picture = await toSquarePicture(bytes);
  } catch (error) {
    const refused =
      error instanceof PictureRefused ||
      error instanceof SafeFetchError ||
      (error instanceof AppError && error.key === 'unsupported_media_type');
    if (!refused) throw error;
    // The address is not logged: Telegram's holds the bot's token.
    const reason = error instanceof SafeFetchError ? error.reason : error.message;
    context.logger.info({ pageId: row.id, kind: row.kind, reason }, 'page keeps its picture');
    return row;
  }
  const key = newStorageKey('webp');
  await context.storage.put(key, picture);
  return pointPageAt(context, row, key, sourceHash);
}

/** Points the page at its new picture, then deletes the file of the one it replaces. */
async function pointPageAt(context: PictureContext, row: PageRow, key: string, sourceHash: string) {
  const { previousKey, updated } = await context.database.db.transaction(async (tx) => {
    // Locked, so that two refreshes at once each delete the file the other replaced.
    const [current] = await tx
      .select({ pictureKey: pages.pictureKey })
      .from(pages)
      .where(and(eq(pages.id, row.id), eq(pages.accountId, row.accountId)))
      .for('update');
    if (!current) return { previousKey: null, updated: undefined };
    const [changed] = await tx
      .update(pages)
      .set({ pictureKey: key, pictureSource: sourceHash, updatedAt: context.now() })
      .where(and(eq(pages.id, row.id), eq(pages.accountId, row.accountId)))
      .returning();
    return { previousKey: current.pictureKey, updated: changed };
  });
  // The page was deleted meanwhile: its picture goes with it.
  if (!updated) {
    await context.storage.remove(key);
    return row;
  }
  if (previousKey) await context.storage.remove(previousKey);
  return updated;
}

/** Takes each page's picture at once (connecting several pages). */
export function takePagePictures(
  context: PictureContext,
  rows: PageRow[],
  remotes: Pick<RemotePage, 'remoteId' | 'pictureUrl' | 'pictureFile'>[],
): Promise<PageRow[]> {
  return Promise.all(
    rows.map((row) => {
      const remote = remotes.find((candidate) => candidate.remoteId === row.remoteId);
      return remote ? takePagePicture(context, row, remote) : row;
    }),
  );
}
