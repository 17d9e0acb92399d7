import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { MediaInfo, MediaInfoResult, Track } from 'mediainfo.js';
import { AppError } from '../../platform/errors.ts';
import type { VideoFormat } from './media-formats.ts';

export type VideoFacts = {
  format: VideoFormat;
  durationSeconds: number;
  width: number;
  height: number;
  fps: number | null;
  videoCodec: string;
  audioCodec: string | null;
  audioSampleRate: number | null;
};

const notAVideo = (cause?: unknown) =>
  new AppError('unsupported_media_type', { message: 'The file is not an MP4, MOV or WebM video', cause });

// MediaInfo's format names → the lower-case codec names of the shared network rules.
const videoCodecs: Record<string, string> = {
  AVC: 'h264',
  HEVC: 'hevc',
  VP8: 'vp8',
  VP9: 'vp9',
  AV1: 'av1',
  'MPEG-4 Visual': 'mpeg4',
  ProRes: 'prores',
};
const audioCodecs: Record<string, string> = {
  AAC: 'aac',
  Opus: 'opus',
  Vorbis: 'vorbis',
  'AC-3': 'ac3',
  'E-AC-3': 'eac3',
  FLAC: 'flac',
  PCM: 'pcm',
  ALAC: 'alac',
};

let instance: Promise<MediaInfo<'object'>> | undefined;
let turn: Promise<unknown> = Promise.resolve();

/**
 * The WASM module (a few MB) is compiled on the first video, not at start-up. It is located
 * explicitly: its default lookup guesses a URL, which fails outside a browser bundle.
 */
function mediaInfo(): Promise<MediaInfo<'object'>> {
  if (!instance) {
    instance = import('mediainfo.js').then(({ default: mediaInfoFactory }) => {
      const wasm = createRequire(import.meta.url).resolve('mediainfo.js/MediaInfoModule.wasm');
      return mediaInfoFactory({ format: 'object', chunkSize: 1024 * 1024, locateFile: () => wasm });
    });
    instance.catch(() => {
      instance = undefined;
    });
  }
  return instance;
}

/** Container, duration, size, frame rate and codecs of a video file, read a chunk at a time. */
export function measureVideo(path: string): Promise<VideoFacts> {
  // One MediaInfo instance analyses one file at a time: uploads take turns.
  const result = turn.then(() => analyse(path));
  turn = result.catch(() => {});
  return result.then(factsOf);
}

async function analyse(path: string): Promise<MediaInfoResult> {
  const reader = await mediaInfo();
  const file = await open(path);
  try {
    const { size } = await file.stat();
    return await reader.analyzeData(size, async (length, offset) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    });
  } catch (error) {
    // A file that crashed the WASM parser may have left it unusable: start afresh next time.
    instance = undefined;
    throw notAVideo(error);
  } finally {
    await file.close();
  }
}

function factsOf(result: MediaInfoResult): VideoFacts {
  const tracks = result.media?.track ?? [];
  const general = tracks.find((track) => track['@type'] === 'General');
  const video = tracks.find((track) => track['@type'] === 'Video');
  const audio = tracks.find((track) => track['@type'] === 'Audio');
  const format = containerOf(general);
  if (!format || !video) throw notAVideo();
  let width = numberOf(video, 'Width');
  let height = numberOf(video, 'Height');
  const duration = numberOf(general, 'Duration') ?? numberOf(video, 'Duration');
  if (!width || !height || duration === undefined) throw notAVideo();
  // Phones store portrait video as landscape frames turned by 90°: networks judge what is shown.
  const rotation = Math.abs(Number(stringOf(video, 'Rotation') ?? 0)) % 180;
  if (rotation === 90) [width, height] = [height, width];
  return {
    format,
    durationSeconds: duration,
    width,
    height,
    fps: numberOf(video, 'FrameRate') ?? numberOf(video, 'FrameRate_Nominal') ?? null,
    videoCodec: codecOf(video, videoCodecs),
    audioCodec: audio ? codecOf(audio, audioCodecs) : null,
    audioSampleRate: audio ? (numberOf(audio, 'SamplingRate') ?? null) : null,
  };
}

function containerOf(general: Track | undefined): VideoFormat | undefined {
  const format = stringOf(general, 'Format');
  if (format === 'WebM') return 'webm';
  if (format !== 'MPEG-4') return undefined;
  // MediaInfo names the QuickTime brand (`qt  `) as a profile of MPEG-4.
  return stringOf(general, 'Format_Profile') === 'QuickTime' ? 'mov' : 'mp4';
}

function codecOf(track: Track, names: Record<string, string>): string {
  const format = stringOf(track, 'Format') ?? 'unknown';
  if (format === 'MPEG Audio') return stringOf(track, 'Format_Profile') === 'Layer 3' ? 'mp3' : 'mp2';
  return names[format] ?? format.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function stringOf(track: Track | undefined, field: string): string | undefined {
  const value = (track as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
}

function numberOf(track: Track | undefined, field: string): number | undefined {
  const value = (track as Record<string, unknown> | undefined)?.[field];
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}
