import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = join(import.meta.dirname, '../../../public');
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe('web app manifest', () => {
  it('makes Pagewise installable as a standalone app starting at /', () => {
    expect(manifest).toMatchObject({ name: 'Pagewise', start_url: '/', display: 'standalone' });
  });

  it('lists 192 and 512 px PNG icons and a maskable one, all present', () => {
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      expect(existsSync(join(publicDir, icon.src)), icon.src).toBe(true);
    }
  });

  it('is linked from index.html with a theme colour and a viewport', () => {
    const html = readFileSync(join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<meta name="theme-color"');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<title>Pagewise</title>');
    expect(html).toContain('<div id="root"></div>');
  });
});
