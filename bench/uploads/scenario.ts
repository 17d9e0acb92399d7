import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newStorageKey } from '../../apps/server/src/platform/storage.ts';
import { workerAtRest } from './worker-at-rest.ts';

const node = new URL('../../node_modules/.bin/node', import.meta.url).pathname;
export const uploadTargets = { peakRssMB: 150 };
const gigabyte = 1024 ** 3;

/** Where the worker reads the video: from the storage's disk on its machine, or from the media route. */
export type UploadMode = 'disk' | 'media route';

export type UploadsResult = {
  mode: UploadMode;
  bytes: number;
  pieces: number;
  identical: boolean;
  seconds: number;
  startedRssMB: number;
  peakSampledRssMB: number;
  peakRssMB: number;
};

/**
 * A 1 GiB video (a sparse file: no disk written, read back as zeros) in the product's disk storage,
 * published to the YouTube fake by the adapter in a process of its own whose peak resident memory
 * is measured: once as a worker on the storage's machine does (reading the disk), once as a worker
 * elsewhere does (reading the media route).
 */
export async function benchUploads(
  bytes = gigabyte,
  modes: UploadMode[] = ['disk', 'media route'],
): Promise<UploadsResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pagewise-uploads-'));
  const key = newStorageKey('mp4');
  mkdirSync(join(dir, key.slice(0, 2)));
  const path = join(dir, key.slice(0, 2), key);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  const sha256 = hash.digest('hex');
  const servers = fork(new URL('./servers.ts', import.meta.url).pathname, [dir], { execPath: node });
  try {
    const ready = await nextMessage<{ storageUrl: string; youtubeUrl: string; accessToken: string }>(servers);
    const results: UploadsResult[] = [];
    for (const mode of modes) {
      const upload = await run(node, [
        new URL('./uploader.ts', import.meta.url).pathname,
        JSON.stringify({
          ...ready,
          videoUrl: `${ready.storageUrl}/media/${key}`,
          bytes,
          key,
          ...(mode === 'disk' ? { storageDir: dir } : {}),
        }),
      ]);
      servers.send('videos');
      const { videos } = await nextMessage<{ videos: { bytes: number; sha256: string; pieces: number }[] }>(
        servers,
      );
      const video = videos.at(-1);
      results.push({
        mode,
        bytes: video?.bytes ?? 0,
        pieces: video?.pieces ?? 0,
        identical: video?.sha256 === sha256 && video.bytes === bytes,
        ...upload,
      });
    }
    return results;
  } finally {
    servers.send('stop');
    rmSync(dir, { recursive: true, force: true });
  }
}

export type UploadsBench = {
  uploads: UploadsResult[];
  /** The product's worker role process, started and idle. */
  worker: { restingRssMB: number; peakRssMB: number };
};

/** The uploads in a process holding only the adapter, then the real worker process at rest. */
export async function benchUploadsAndWorker(): Promise<UploadsBench> {
  return { uploads: await benchUploads(), worker: await workerAtRest() };
}

export function uploadsRows({ uploads, worker }: UploadsBench) {
  const target = `< ${uploadTargets.peakRssMB} MB`;
  const rows = uploads.map((result) => ({
    benchmark: `YouTube upload of 1 GiB read from the ${result.mode}, adapter's process peak RSS`,
    value: `${result.peakRssMB} MB (${result.pieces} pieces, ${result.seconds} s${result.identical ? '' : ', NOT identical'})`,
    target,
    met: result.identical && result.peakRssMB < uploadTargets.peakRssMB,
  }));
  const disk = uploads.find((result) => result.mode === 'disk');
  // What the upload adds to a process (its peak over its RSS before the first byte), added to the worker's.
  const estimate = disk ? +(worker.restingRssMB + disk.peakRssMB - disk.startedRssMB).toFixed(1) : 0;
  return [
    ...rows,
    {
      benchmark: 'Worker role process at rest (start-up high-water mark)',
      value: `${worker.restingRssMB} MB (${worker.peakRssMB} MB)`,
      target,
      met: worker.peakRssMB < uploadTargets.peakRssMB,
    },
    {
      benchmark: 'Worker role process during the disk upload (estimate: at rest + what the upload adds)',
      value: `${estimate} MB`,
      target,
      met: estimate > 0 && estimate < uploadTargets.peakRssMB,
    },
  ];
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`servers exited with ${code}`)));
  });
}

async function run(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`uploader exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Omit<
    UploadsResult,
    'mode' | 'bytes' | 'pieces' | 'identical'
  >;
}
