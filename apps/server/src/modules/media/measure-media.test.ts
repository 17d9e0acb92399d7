import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureMedia } from './measure-media.ts';
import { fixture, plainImage } from './test-files.ts';

const folder = mkdtempSync(join(tmpdir(), 'pagewise-media-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const write = (name: string, content: Buffer | string) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

describe('measureMedia', () => {
  it('tells images, videos and PDF documents apart by their bytes, whatever their names', async () => {
    const image = await measureMedia(write('really-a-png.mp4', await plainImage('png', 20, 10)));
    expect(image).toMatchObject({ kind: 'image', format: 'png', width: 20, durationSeconds: null });
    const video = await measureMedia(fixture('vp9-opus.webm'));
    expect(video).toMatchObject({ kind: 'video', format: 'webm', frames: null });
    expect(await measureMedia(write('deck.bin', '%PDF-1.7\n%%EOF\n'))).toEqual({
      kind: 'document',
      format: 'pdf',
      width: null,
      height: null,
      frames: null,
      durationSeconds: null,
      fps: null,
      videoCodec: null,
      audioCodec: null,
      audioSampleRate: null,
    });
  });

  it('refuses what no network takes: other formats, Matroska, sound without picture', async () => {
    const refused = [
      write('page.html', '<!doctype html><p>hello</p>'),
      write('archive.zip', Buffer.from('PK\x03\x04rest-of-archive')),
      write('nothing', ''),
      fixture('matroska.mkv'),
      fixture('sound-only.m4a'),
    ];
    for (const path of refused) {
      await expect(measureMedia(path), path).rejects.toMatchObject({ key: 'unsupported_media_type' });
    }
  });
});
