import { AppError } from '../../platform/errors.ts';
import { type ImageFormat, sniffMedia } from './media-formats.ts';
import { readHead } from './read-head.ts';

export type ImageFacts = { format: ImageFormat; width: number; height: number; frames: number };

const notAnImage = (cause?: unknown) =>
  new AppError('unsupported_media_type', {
    message: 'The file is not a PNG, JPEG, WebP, GIF or BMP image',
    cause,
  });

/**
 * Format, size and frames of an image file, read by sharp (libvips). The signature decides what the
 * file is, so a text file named `.png` is refused before any decoder sees it.
 */
export async function measureImage(path: string): Promise<ImageFacts> {
  // A BMP header is 14 bytes of file header and at least 40 of bitmap header.
  const head = await readHead(path, 54);
  const sniffed = sniffMedia(head);
  if (sniffed?.kind !== 'image') throw notAnImage();
  const format = sniffed.format as ImageFormat;
  // libvips as sharp ships it has no BMP loader: the header says all the rules need.
  if (format === 'bmp') return { format, ...readBmpHeader(head), frames: 1 };

  const { default: sharp } = await import('sharp');
  const metadata = await sharp(path)
    .metadata()
    .catch((error: unknown) => {
      throw notAnImage(error);
    });
  if (metadata.format !== (format === 'jpg' ? 'jpeg' : format)) throw notAnImage();
  // A photo turned by its EXIF orientation is shown, and published, the other way round.
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw notAnImage();
  const animated = format === 'gif' || format === 'webp';
  return { format, width, height, frames: animated ? (metadata.pages ?? 1) : 1 };
}

/** A BMP file's width and height from its header, or null when the header is not a bitmap's. */
export function bmpSize(head: Buffer): { width: number; height: number } | null {
  try {
    return readBmpHeader(head);
  } catch {
    return null;
  }
}

/** BITMAPINFOHEADER (40 bytes or longer) or the old 12-byte BITMAPCOREHEADER. */
function readBmpHeader(head: Buffer): { width: number; height: number } {
  if (head.length < 26) throw notAnImage();
  const infoSize = head.readUInt32LE(14);
  let width: number;
  let height: number;
  let planes: number;
  let bitsPerPixel: number;
  if (infoSize === 12) {
    width = head.readUInt16LE(18);
    height = head.readUInt16LE(20);
    planes = head.readUInt16LE(22);
    bitsPerPixel = head.readUInt16LE(24);
  } else if (infoSize >= 40 && head.length >= 30) {
    width = head.readInt32LE(18);
    // A negative height means rows stored top-down.
    height = Math.abs(head.readInt32LE(22));
    planes = head.readUInt16LE(26);
    bitsPerPixel = head.readUInt16LE(28);
  } else {
    throw notAnImage();
  }
  if (planes !== 1 || ![1, 2, 4, 8, 16, 24, 32].includes(bitsPerPixel) || width <= 0 || height <= 0) {
    throw notAnImage();
  }
  return { width, height };
}
