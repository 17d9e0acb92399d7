import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';
import { sniffBytes, sniffMedia } from './media-formats.ts';

/** Side of the square pictures kept for people and pages. */
export const squarePictureSide = 256;
// libvips as sharp ships it has no BMP loader; the other images any network takes are read.
const readableFormats = new Set(['png', 'jpg', 'webp', 'gif']);

const notAPicture = (cause?: unknown) =>
  new AppError('unsupported_media_type', {
    message: 'The picture must be a PNG, JPEG, WebP or GIF image',
    fields: { file: 'validation.invalid' },
    cause,
  });

/** Whether the bytes are an image the product reads, by their signature (never by a name or header). */
export function isReadablePicture(bytes: Buffer): boolean {
  const sniffed = sniffMedia(bytes.subarray(0, sniffBytes));
  return sniffed?.kind === 'image' && readableFormats.has(sniffed.format);
}

/**
 * A profile picture (a user's, a page's) as it is kept: cropped to a 256×256 WebP. The signature
 * decides what the file is: SVG, PDF or anything else never reaches a decoder.
 */
export async function toSquarePicture(bytes: Buffer): Promise<Buffer> {
  if (!isReadablePicture(bytes)) throw notAPicture();
  return sharp(bytes, { limitInputPixels: 8000 * 8000 })
    .autoOrient()
    .resize(squarePictureSide, squarePictureSide, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer()
    .catch((error: unknown) => {
      throw notAPicture(error);
    });
}
