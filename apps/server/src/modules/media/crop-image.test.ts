import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropToRatio, isCropRatio } from './crop-image.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c08040' } });

describe('cropToRatio', () => {
  it.each([
    [1000, 500, '1:1', 500, 500],
    [1000, 500, '4:5', 400, 500],
    [300, 600, '16:9', 300, 169],
    [800, 1000, '4:5', 800, 1000],
  ] as const)(
    'cuts %i×%i to %s around the centre, never enlarging (%i×%i)',
    async (width, height, ratio, w, h) => {
      const cropped = await cropToRatio(await picture(width, height).jpeg().toBuffer(), ratio);
      const metadata = await sharp(cropped ?? Buffer.alloc(0)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', w, h]);
    },
  );

  it('keeps a PNG a PNG and a GIF animated, each frame cut', async () => {
    const png = await cropToRatio(await picture(400, 200).png().toBuffer(), '1:1');
    expect(await sharp(png ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 200,
    });

    const frames = await Promise.all(
      ['#ff0000', '#0000ff'].map((background) =>
        sharp({ create: { width: 200, height: 100, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 200, height: 200, channels: 3, pageHeight: 100 },
    })
      .gif()
      .toBuffer();
    const cut = await sharp((await cropToRatio(gif, '1:1')) ?? Buffer.alloc(0), {
      animated: true,
    }).metadata();
    expect(cut).toMatchObject({ format: 'gif', width: 100, pages: 2, pageHeight: 100 });
  });

  it('reads no ratio but the three it cuts to, and no file it cannot read', async () => {
    expect(['1:1', '4:5', '16:9'].every(isCropRatio)).toBe(true);
    expect(['original', '2:1', undefined].some(isCropRatio)).toBe(false);
    expect(await cropToRatio(Buffer.from('not an image'), '1:1')).toBeNull();
  });
});
