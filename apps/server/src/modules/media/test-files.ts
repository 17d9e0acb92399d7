import sharp from 'sharp';

/** A committed video made by fixtures/make-fixtures.sh; the tests only read it. */
export const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

/** Test images made on the fly, so no binary image needs committing. */
export async function plainImage(
  encoding: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  options: { noisy?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const noise = options.noisy ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } } : {};
  let image = sharp({ create: { width, height, channels: 3, background: '#3366cc', ...noise } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(encoding, encoding === 'jpeg' ? { quality: 95 } : {}).toBuffer();
}

/** 16×16 frames of different greys: identical frames would be merged by the encoder. */
export async function animatedImage(encoding: 'gif' | 'webp', frames: number): Promise<Buffer> {
  const side = 16;
  const frameBytes = side * side * 3;
  const raw = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame += 1) {
    raw.fill((frame * 50) % 256, frame * frameBytes, (frame + 1) * frameBytes);
  }
  return sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .toFormat(encoding)
    .toBuffer();
}

/** A 24-bit BMP: a negative height is a top-down bitmap; `core` writes the old 12-byte header. */
export function bmpHeader(width: number, height: number, options: { core?: boolean } = {}): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const infoSize = options.core ? 12 : 40;
  const offset = 14 + infoSize;
  const file = Buffer.alloc(offset + rowBytes * Math.abs(height));
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(infoSize, 14);
  if (options.core) {
    file.writeUInt16LE(width, 18);
    file.writeUInt16LE(height, 20);
    file.writeUInt16LE(1, 22);
    file.writeUInt16LE(24, 24);
  } else {
    file.writeInt32LE(width, 18);
    file.writeInt32LE(height, 22);
    file.writeUInt16LE(1, 26);
    file.writeUInt16LE(24, 28);
  }
  return file;
}
