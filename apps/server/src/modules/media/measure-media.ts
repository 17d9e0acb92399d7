import type { MediaKind } from '@pagewise/shared/posts/post';
import { AppError } from '../../platform/errors.ts';
import { measureImage } from './measure-image.ts';
import { measureVideo } from './measure-video.ts';
import { type MediaFormat, sniffBytes, sniffMedia } from './media-formats.ts';
import { readHead } from './read-head.ts';

/** Every fact the `media` row keeps beside the file; those that do not apply to the kind are null. */
export type MeasuredMedia = {
  kind: MediaKind;
  format: MediaFormat;
  width: number | null;
  height: number | null;
  frames: number | null;
  durationSeconds: number | null;
  fps: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  audioSampleRate: number | null;
};

const none = {
  width: null,
  height: null,
  frames: null,
  durationSeconds: null,
  fps: null,
  videoCodec: null,
  audioCodec: null,
  audioSampleRate: null,
};

/** Measures a stored file by what its bytes are: an image, a video or a PDF document. */
export async function measureMedia(path: string): Promise<MeasuredMedia> {
  const sniffed = sniffMedia(await readHead(path, sniffBytes));
  switch (sniffed?.kind) {
    case 'image':
      return { ...none, kind: 'image', ...(await measureImage(path)) };
    case 'video':
      return { ...none, kind: 'video', ...(await measureVideo(path)) };
    case 'document':
      // Networks take a PDF as it is (LinkedIn documents): only its weight is checked.
      return { ...none, kind: 'document', format: 'pdf' };
    default:
      throw notTaken();
  }
}

export const notTaken = () =>
  new AppError('unsupported_media_type', {
    message: 'Only images (PNG, JPEG, WebP, GIF, BMP), videos (MP4, MOV, WebM) and PDF documents are taken',
  });
