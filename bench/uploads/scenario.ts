import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sparseVideo } from './sparse-video.ts';
import { benchWorkerUpload, nextMessage, type WorkerUploadResult } from './through-worker.ts';

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
  const { key, sha256 } = await sparseVideo(dir, bytes);
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
  /** The same video published through the product's `worker` role process, end to end. */
  worker: WorkerUploadResult;
};

/**
 * The uploads in a process holding only the adapter (unless `workerOnly`), then through the real
 * worker process.
 */
export async function benchUploadsAndWorker(workerOnly = false): Promise<UploadsBench> {
  return { uploads: workerOnly ? [] : await benchUploads(), worker: await benchWorkerUpload() };
}

export function uploadsRows({ uploads, worker }: UploadsBench) {
  const target = `< ${uploadTargets.peakRssMB} MB`;
  const facts = (result: { pieces: number; seconds: number; identical: boolean }) =>
    `${result.pieces} pieces, ${result.seconds} s${result.identical ? '' : ', NOT identical'}`;
  const rows = uploads.map((result) => ({
    benchmark: `YouTube upload of 1 GiB read from the ${result.mode}, adapter's process peak RSS`,
    value: `${result.peakRssMB} MB (${facts(result)})`,
    target,
    met: result.identical && result.peakRssMB < uploadTargets.peakRssMB,
  }));
  return [
    ...rows,
    {
      benchmark: 'Worker role process at rest before the post',
      value: `${worker.restingRssMB} MB`,
      target: '',
      met: true,
    },
    {
      benchmark: 'Worker role process publishing the 1 GiB video post, peak RSS sampled every 100 ms',
      value: `${worker.peakRssMB} MB (${facts(worker)})`,
      target,
      met: worker.identical && worker.peakRssMB < uploadTargets.peakRssMB,
    },
    {
      benchmark: "Worker role process's high-water mark over its whole life (VmHWM: start-up and upload)",
      value: `${worker.endHwmMB} MB (start-up ${worker.startupHwmMB} MB)`,
      target,
      met: worker.endHwmMB < uploadTargets.peakRssMB,
    },
  ];
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
