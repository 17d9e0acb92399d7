import type { NetworkRules } from '@pagewise/shared/networks/rules';
import { bmpSize } from './measure-image.ts';
import { sniffBytes, sniffMedia } from './media-formats.ts';

type ImageRules = NonNullable<NetworkRules['images']>;

/** Converting a bigger image is not cheap (libvips decodes it whole): it is left out instead. */
export const maxConvertPixels = 40_000_000;

/** JPEG qualities tried in turn, then the picture shrinks by this factor until it weighs little enough. */
const qualities = [82, 70];
const shrink = 0.7;
const maxAttempts = 6;

const normal = (format: string) => (format === 'jpeg' ? 'jpg' : format);

export type FitOptions = {
  /** Smallest width and height kept: below it (a 1×1 tracking pixel, a button) there is no image. */
  minSide?: number;
};

/**
 * An image the network takes: the file as it is when it already fits its formats, weight and
 * dimensions; otherwise a JPEG (every network with images takes JPEG) within its limits, made
 * with sharp; null when the image cannot be read, is smaller than `minSide`, or converting it
 * would not be cheap.
 */
export async function fitImage(
  bytes: Buffer,
  rules: ImageRules,
  options: FitOptions = {},
): Promise<Buffer | null> {
  const sniffed = sniffMedia(bytes.subarray(0, sniffBytes));
  if (sniffed?.kind !== 'image') return null;
  const formats = rules.formats.map(normal);
  const minSide = options.minSide ?? 1;
  // libvips as sharp ships it has no BMP loader: a BMP goes as it is where the network takes it.
  if (sniffed.format === 'bmp') {
    const size = bmpSize(bytes);
    if (!size || size.width < minSide || size.height < minSide) return null;
    return formats.includes('bmp') && bytes.length <= rules.maxBytes ? bytes : null;
  }
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(bytes, { limitInputPixels: maxConvertPixels })
    .metadata()
    .catch(() => null);
  const { width, height } = metadata?.autoOrient ?? {};
  if (!width || !height || width < minSide || height < minSide) return null;
  const frames = metadata?.pages ?? 1;
  const gif = sniffed.format === 'gif' ? rules.gif : undefined;
  const fits = gif
    ? frames <= gif.maxFrames &&
      bytes.length <= (gif.maxBytes ?? rules.maxBytes) &&
      width <= (gif.maxWidth ?? rules.maxWidth) &&
      height <= (gif.maxHeight ?? rules.maxHeight)
    : sniffed.format !== 'gif' &&
      formats.includes(sniffed.format) &&
      bytes.length <= rules.maxBytes &&
      width <= rules.maxWidth &&
      height <= rules.maxHeight;
  if (fits) return bytes;
  if (!formats.includes('jpg')) return null;
  let scale = Math.min(1, rules.maxWidth / width, rules.maxHeight / height);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const quality = qualities[Math.min(attempt, qualities.length - 1)] ?? 70;
    if (attempt >= qualities.length) scale *= shrink;
    const converted = await sharp(bytes, { limitInputPixels: maxConvertPixels })
      // An animated image becomes its first frame; a transparent one gets a white background.
      .rotate()
      .resize({
        // The box within the network's limits; `inside` keeps the ratio, so one side sets the size.
        width: Math.max(1, Math.min(rules.maxWidth, Math.ceil(width * scale))),
        height: Math.max(1, Math.min(rules.maxHeight, Math.ceil(height * scale))),
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer();
    if (converted.length <= rules.maxBytes) return converted;
  }
  return null;
}
