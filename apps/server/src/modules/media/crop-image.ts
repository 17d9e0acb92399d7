import { type CarouselRatio, carouselRatios } from '@pagewise/shared/posts/post';
import { maxConvertPixels } from './fit-image.ts';

/** A ratio the product crops to: every carousel ratio but `original`. */
export type CropRatio = Exclude<CarouselRatio, 'original'>;

export function isCropRatio(value: unknown): value is CropRatio {
  return value !== 'original' && (carouselRatios as readonly unknown[]).includes(value);
}

/** `4:5` → 0.8. */
function widthOverHeight(ratio: CropRatio): number {
  const [width, height] = ratio.split(':').map(Number);
  return (width ?? 1) / (height ?? 1);
}

const encoders = {
  jpeg: (image: import('sharp').Sharp) => image.jpeg({ quality: 88, mozjpeg: true }),
  png: (image: import('sharp').Sharp) => image.png(),
  webp: (image: import('sharp').Sharp) => image.webp({ quality: 88 }),
  gif: (image: import('sharp').Sharp) => image.gif(),
} as const;

/**
 * The image cut to the ratio around its centre, never enlarged, in its own format (a GIF keeps its
 * frames): the composer's carousel ratio, applied where the network honours one (`images.ratios`).
 * Null for a format sharp cannot write here (BMP), or an image it cannot read.
 */
export async function cropToRatio(bytes: Buffer, ratio: CropRatio): Promise<Buffer | null> {
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: maxConvertPixels, animated: true };
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch(() => null);
  const format = metadata?.format;
  if (!metadata || !format || !(format in encoders)) return null;
  // An animated image's height is its frames' stack; each frame is `pageHeight` tall.
  const { width, height } = metadata.autoOrient ?? metadata;
  const frameHeight = metadata.pageHeight ?? height;
  if (!width || !frameHeight) return null;
  const target = widthOverHeight(ratio);
  const cropWidth = width / frameHeight > target ? Math.round(frameHeight * target) : width;
  const cropHeight = width / frameHeight > target ? frameHeight : Math.round(width / target);
  const image = sharp(bytes, options)
    .rotate()
    .resize({
      width: Math.max(1, cropWidth),
      height: Math.max(1, cropHeight),
      fit: 'cover',
      position: 'centre',
    });
  const cropped = await encoders[format as keyof typeof encoders](image).toBuffer();
  // A cut image never weighs more than the whole one did: the network's weight limit still holds.
  if (cropped.length <= bytes.length || (format !== 'jpeg' && format !== 'webp')) return cropped;
  return format === 'jpeg' ? image.jpeg({ quality: 70 }).toBuffer() : image.webp({ quality: 70 }).toBuffer();
}
