import type { NetworkRules } from '@pagewise/shared/networks/rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitImage } from './fit-image.ts';

type ImageRules = NonNullable<NetworkRules['images']>;
const rules: ImageRules = {
  formats: ['png', 'jpg', 'jpeg', 'gif'],
  maxBytes: 1024 * 1024,
  maxWidth: 8000,
  maxHeight: 8000,
  carouselMax: 4,
  gif: { maxFrames: 250 },
  ratios: ['original'],
};
const withBmp: ImageRules = { ...rules, formats: [...rules.formats, 'bmp'] };
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
/** The 43-byte transparent GIF that counters serve. */
const trackingPixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A 24-bit BMP of this size (header only matters to the check; the pixels are zeros). */
function bmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowBytes * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  return file;
}

describe('fitImage refuses what is too small to be a picture', () => {
  it('refuses a 1×1 tracking GIF, a 150×150 thumbnail and a 600×120 banner under a minimum side of 200', async () => {
    expect(await fitImage(trackingPixel, rules, { minSide: 200 })).toBeNull();
    expect(await fitImage(await plain(150, 150).png().toBuffer(), rules, { minSide: 200 })).toBeNull();
    expect(await fitImage(await plain(600, 120).jpeg().toBuffer(), rules, { minSide: 200 })).toBeNull();
    expect(await fitImage(bmp(1, 1), withBmp, { minSide: 200 })).toBeNull();
  });

  it('keeps an image of at least the minimum side as it is, and converts one that does not fit', async () => {
    const photo = await plain(600, 400).jpeg().toBuffer();
    expect(await fitImage(photo, rules, { minSide: 200 })).toBe(photo);
    const square = await plain(200, 200).png().toBuffer();
    expect(await fitImage(square, rules, { minSide: 200 })).toBe(square);
    const wide = await fitImage(await plain(9000, 300).png().toBuffer(), rules, { minSide: 200 });
    expect((await sharp(wide ?? Buffer.alloc(0)).metadata()).width).toBe(8000);
    const bitmap = bmp(300, 300);
    expect(await fitImage(bitmap, withBmp, { minSide: 200 })).toBe(bitmap);
  });

  it('without a minimum, a 1×1 image is an image', async () => {
    expect(await fitImage(trackingPixel, rules)).toBe(trackingPixel);
  });
});
