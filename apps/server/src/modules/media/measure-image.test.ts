import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureImage } from './measure-image.ts';
import { animatedImage, bmpHeader, plainImage } from './test-files.ts';

const folder = mkdtempSync(join(tmpdir(), 'pagewise-images-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const write = (name: string, content: Buffer | string) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

describe('measureImage', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpg'],
    ['webp', 'webp'],
  ] as const)('reads a %s image as format %s with its size', async (encoding, format) => {
    const path = write(`still.${encoding}`, await plainImage(encoding, 120, 80));
    expect(await measureImage(path)).toEqual({ format, width: 120, height: 80, frames: 1 });
  });

  it('counts the frames of animated GIF and WebP images', async () => {
    const gif = write('animated.gif', await animatedImage('gif', 5));
    expect(await measureImage(gif)).toEqual({ format: 'gif', width: 16, height: 16, frames: 5 });
    const webp = write('animated.webp', await animatedImage('webp', 3));
    expect(await measureImage(webp)).toEqual({ format: 'webp', width: 16, height: 16, frames: 3 });
  });

  it('measures a 9000×10 panorama and a noisy JPEG over 1 MB', async () => {
    expect(await measureImage(write('wide.png', await plainImage('png', 9000, 10)))).toMatchObject({
      width: 9000,
      height: 10,
    });
    const noisy = await plainImage('jpeg', 1200, 1000, { noisy: true });
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect(await measureImage(write('noisy.jpg', noisy))).toMatchObject({ format: 'jpg', width: 1200 });
  });

  it('gives the size a photo is shown at when its EXIF orientation turns it', async () => {
    const path = write('turned.jpg', await plainImage('jpeg', 40, 20, { orientation: 6 }));
    expect(await measureImage(path)).toMatchObject({ width: 20, height: 40 });
  });

  it('reads a BMP from its header, bottom-up, top-down or in the old 12-byte form', async () => {
    expect(await measureImage(write('a.bmp', bmpHeader(300, 200)))).toEqual({
      format: 'bmp',
      width: 300,
      height: 200,
      frames: 1,
    });
    expect(await measureImage(write('b.bmp', bmpHeader(30, -20)))).toMatchObject({ width: 30, height: 20 });
    expect(await measureImage(write('c.bmp', bmpHeader(64, 48, { core: true })))).toMatchObject({
      width: 64,
      height: 48,
    });
  });

  it('refuses a text file named .png, a broken PNG and a broken BMP by their bytes', async () => {
    const refusals = [
      write('fake.png', 'this is not an image, whatever its name says'),
      write('broken.png', (await plainImage('png', 10, 10)).subarray(0, 30)),
      write('broken.bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 0xff)])),
      write('empty.png', ''),
      write('vector.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ];
    for (const path of refusals) {
      await expect(measureImage(path), path).rejects.toMatchObject({
        key: 'unsupported_media_type',
        status: 415,
      });
    }
  });
});
