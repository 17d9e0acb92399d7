import type { Readable } from 'node:stream';
import { uploadMaxBytes } from '@pagewise/shared/posts/limits';
import type { Media } from '@pagewise/shared/posts/post';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { storeMedia } from './store-media.ts';
import { received } from './upload-stream.ts';

/**
 * The multipart parser's cap: the largest file of any kind (1 GB videos). Each kind's own limit
 * applies as soon as the first bytes tell the kind (`storeMedia`).
 */
export const maxUploadBytes = Math.max(...Object.values(uploadMaxBytes));

export type Upload = { fileName: string; content: Readable };

/**
 * Stores an uploaded file as it streams in, measures what it really is, and records it in the
 * caller's account. A file that is too large or not a taken format leaves nothing behind.
 */
export async function uploadMedia(
  context: Pick<AppContext, 'database' | 'storage' | 'config'>,
  auth: Auth,
  upload: Upload,
  options: { maxBytes?: number } = {},
): Promise<Media> {
  // A role that may not upload is refused before a byte is stored; the rest of the file is dropped.
  try {
    authorize(auth, 'create');
  } catch (error) {
    upload.content.destroy();
    throw error;
  }
  return storeMedia(
    context,
    { accountId: auth.user.accountId, uploadedBy: auth.user.id },
    {
      fileName: upload.fileName,
      chunks: received(upload.content),
      destroy: () => upload.content.destroy(),
    },
    options.maxBytes ?? maxUploadBytes,
  );
}
