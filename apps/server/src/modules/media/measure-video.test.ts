import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureVideo } from './measure-video.ts';
import { fixture } from './test-files.ts';

const folder = mkdtempSync(join(tmpdir(), 'pagewise-videos-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('measureVideo', () => {
  it('measures an H.264/AAC MP4: 3.5 s, 320×180, 30 fps, 44.1 kHz', async () => {
    expect(await measureVideo(fixture('h264-aac.mp4'))).toEqual({
      format: 'mp4',
      durationSeconds: 3.5,
      width: 320,
      height: 180,
      fps: 30,
      videoCodec: 'h264',
      audioCodec: 'aac',
      audioSampleRate: 44_100,
    });
  });

  it('reads the duration and the frame rate of other MP4s', async () => {
    expect(await measureVideo(fixture('two-seconds.mp4'))).toMatchObject({ durationSeconds: 2, fps: 30 });
    expect(await measureVideo(fixture('22-fps.mp4'))).toMatchObject({
      fps: 22,
      audioCodec: null,
      audioSampleRate: null,
    });
  });

  it('tells MOV from MP4 and names HEVC, VP9, Opus and MP3 as the network rules do', async () => {
    expect(await measureVideo(fixture('hevc.mov'))).toMatchObject({
      format: 'mov',
      videoCodec: 'hevc',
      audioCodec: 'aac',
      audioSampleRate: 48_000,
    });
    const webm = await measureVideo(fixture('vp9-opus.webm'));
    expect(webm).toMatchObject({ format: 'webm', videoCodec: 'vp9', audioCodec: 'opus', width: 320 });
    expect(webm.durationSeconds).toBeCloseTo(2, 1);
    expect(await measureVideo(fixture('mp3-audio.mp4'))).toMatchObject({
      format: 'mp4',
      audioCodec: 'mp3',
      audioSampleRate: 48_000,
    });
  });

  it('measures several uploads at once, one after the other in the one parser', async () => {
    const names = ['h264-aac.mp4', 'hevc.mov', 'vp9-opus.webm', '22-fps.mp4'];
    const facts = await Promise.all(names.map((name) => measureVideo(fixture(name))));
    expect(facts.map((fact) => fact.format)).toEqual(['mp4', 'mov', 'webm', 'mp4']);
  });

  it('refuses what is not a video, and still measures the next one', async () => {
    const text = join(folder, 'notes.mp4');
    writeFileSync(text, 'a shopping list, not a film');
    await expect(measureVideo(text)).rejects.toMatchObject({ key: 'unsupported_media_type' });
    const truncated = join(folder, 'truncated.mp4');
    writeFileSync(truncated, Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isommp41'));
    await expect(measureVideo(truncated)).rejects.toMatchObject({ key: 'unsupported_media_type' });
    expect(await measureVideo(fixture('two-seconds.mp4'))).toMatchObject({ videoCodec: 'h264' });
  });
});
