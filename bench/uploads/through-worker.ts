import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { createConfirmedUser } from '../../e2e/support/users.ts';
import { type Cluster, sleep, startCluster } from '../publishing/cluster.ts';
import { procMemory, sampleRss } from './proc-memory.ts';
import { sparseVideo } from './sparse-video.ts';

const node = new URL('../../node_modules/.bin/node', import.meta.url).pathname;

export type WorkerUploadResult = {
  bytes: number;
  pieces: number;
  identical: boolean;
  /** From the post's creation (publish now) until the publication is seen posted. */
  seconds: number;
  /** The worker's VmRSS once steady (within 1 MB for 5 s), just before the post is made. */
  restingRssMB: number;
  /** The kernel's high-water mark of the worker's RSS then: its start-up. */
  startupHwmMB: number;
  /** The highest VmRSS sampled from the post's creation until the network had the whole video. */
  peakRssMB: number;
  peakAtSeconds: number;
  samples: number;
  /** VmHWM at the end: higher than `startupHwmMB` only if the upload went past start-up's peak. */
  endHwmMB: number;
};

/**
 * A 1 GiB video published through the product's own `worker` role process, end to end: a fresh
 * PostgreSQL database migrated by a `web` process, then a `worker` process, the YouTube fake as the network (in a child
 * process, with the product's media route), a confirmed user who connects a YouTube channel
 * through the OAuth flow, a media row for a sparse file in the worker's storage (the upload route
 * refuses videos over 1 GB, so the row is written as the route would, with the facts a phone's
 * 1080p H.264 video of 18 minutes has), and a video post published now through the API. The
 * worker's VmRSS is read from /proc every 100 ms while it publishes.
 */
export async function benchWorkerUpload(bytes = 1024 ** 3): Promise<WorkerUploadResult> {
  const cluster = await startCluster();
  const storageDir = join(cluster.dataDir, 'media');
  let servers: ChildProcess | undefined;
  try {
    const video = await sparseVideo(storageDir, bytes);
    servers = fork(new URL('./servers.ts', import.meta.url).pathname, [storageDir], { execPath: node });
    const { youtubeUrl } = await nextMessage<{ youtubeUrl: string }>(servers);
    const env: Record<string, string> = {
      NETWORK_YOUTUBE_CLIENT_ID: 'pagewise-bench',
      NETWORK_YOUTUBE_CLIENT_SECRET: 'bench-secret',
      NETWORK_YOUTUBE_API_URL: youtubeUrl,
      NETWORK_YOUTUBE_AUTH_URL: youtubeUrl,
    };
    cluster.spawnRole('web', env);
    await cluster.waitHealthy();
    if (process.env.BENCH_UPLOADS_DIAGNOSE) {
      env.NODE_OPTIONS = `--import=${new URL('./diagnose-worker.ts', import.meta.url).pathname}`;
      env.BENCH_DIAGNOSIS_FILE = process.env.BENCH_UPLOADS_DIAGNOSE;
      console.error(`worker memory written to ${env.BENCH_DIAGNOSIS_FILE}`);
    }
    // The worker sends the sign-up's confirmation e-mail, as it would for a new user.
    const worker = cluster.spawnRole('worker', env);
    const pid = worker.pid ?? 0;
    const owner = await connectedOwner(cluster);
    const mediaId = await insertVideoRow(cluster, owner, video.key, bytes);
    const resting = await steadyMemory(pid);
    const sampler = sampleRss(pid, 100);
    const posting = performance.now();
    if (process.env.BENCH_UPLOADS_DIAGNOSE) console.error(`post made at ${Date.now()}`);
    const postId = await owner.call('POST', '/posts', {
      intent: 'now',
      kind: 'video',
      pageIds: [owner.pageId],
      message: 'The whole bake, start to finish: eighteen minutes of sourdough.',
      mediaIds: [mediaId],
      options: { youtube: { title: 'One gigabyte of bread' } },
    });
    const target = await publicationOutcome(cluster, String(postId.id));
    const sampled = sampler.stop();
    const seconds = +((performance.now() - posting) / 1000).toFixed(1);
    if (process.env.BENCH_UPLOADS_DIAGNOSE) console.error(`posted seen at ${Date.now()}`);
    if (target.status !== 'posted') throw new Error(`publication ended ${target.status}: ${target.error}`);
    servers.send('videos');
    const { videos } = await nextMessage<{ videos: { bytes: number; sha256: string; pieces: number }[] }>(
      servers,
    );
    const received = videos.at(-1);
    return {
      bytes: received?.bytes ?? 0,
      pieces: received?.pieces ?? 0,
      identical: received?.sha256 === video.sha256 && received.bytes === bytes,
      seconds,
      restingRssMB: resting.rss,
      startupHwmMB: resting.peak,
      ...sampled,
      endHwmMB: procMemory(pid).peak,
    };
  } finally {
    servers?.send('stop');
    await cluster.stop();
  }
}

type Owner = {
  accountId: string;
  userId: string;
  pageId: string;
  call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
};

/** A confirmed user whose YouTube channel is connected through the OAuth flow, as the pages screen does. */
async function connectedOwner(cluster: Cluster): Promise<Owner> {
  const { token } = await createConfirmedUser({
    url: cluster.webUrl,
    waitForEmail: cluster.waitForEmail,
  } as unknown as Parameters<typeof createConfirmedUser>[0]);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cluster.webUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const me = await call('GET', '/users/me');
  const { authorizationUrl } = await call('POST', '/networks/youtube/oauth', {});
  // The fake's consent screen answers at once with the redirect to the product's callback.
  const consent = await fetch(String(authorizationUrl), { redirect: 'manual' });
  const callback = await fetch(new URL(consent.headers.get('location') ?? '', cluster.webUrl), {
    redirect: 'manual',
  });
  const connectionId = callback.headers.get('location')?.split('connection=')[1];
  if (!connectionId) throw new Error(`OAuth callback answered ${callback.status}`);
  const offered = (await call('GET', `/connections/${connectionId}/pages`)) as {
    pages: { remoteId: string }[];
  };
  const added = (await call('POST', `/connections/${connectionId}/pages`, {
    remoteIds: offered.pages.map((page) => page.remoteId).slice(0, 1),
  })) as { pages: { id: string }[] };
  const pageId = added.pages[0]?.id;
  if (!pageId) throw new Error('the YouTube channel was not added');
  return { accountId: String(me.accountId), userId: String(me.id), pageId, call };
}

/** The media row the upload route would write for this file, with a 1080p phone video's facts. */
async function insertVideoRow(cluster: Cluster, owner: Owner, storageKey: string, bytes: number) {
  const { rows } = await cluster.pool.query<{ id: string }>(
    `insert into media (account_id, uploaded_by, kind, file_name, mime, format, bytes, width, height,
       duration_seconds, video_codec, audio_codec, audio_sample_rate, fps, storage_key)
     values ($1, $2, 'video', 'sourdough.mp4', 'video/mp4', 'mp4', $3, 1920, 1080, $4, 'AVC', 'AAC',
       48000, 30, $5)
     returning id`,
    // About 8 Mbit/s: the bit rate of a 1080p phone recording.
    [owner.accountId, owner.userId, bytes, Math.round((bytes * 8) / 8e6), storageKey],
  );
  return rows[0]?.id ?? '';
}

/** VmRSS and VmHWM once the RSS stays within 1 MB for 5 s (at most 2 minutes). */
async function steadyMemory(pid: number) {
  let last = 0;
  for (let steady = 0, tries = 0; steady < 10 && tries < 240; tries += 1) {
    await sleep(500);
    const { rss } = procMemory(pid);
    steady = Math.abs(rss - last) < 1 ? steady + 1 : 0;
    last = rss;
  }
  return procMemory(pid);
}

/** Waits for the post's publication to be posted or to fail. */
async function publicationOutcome(cluster: Cluster, postId: string) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const { rows } = await cluster.pool.query<{
      status: string;
      error_key: string | null;
      error_detail: string | null;
    }>('select status, error_key, error_detail from post_targets where post_id = $1', [postId]);
    const row = rows[0];
    if (row && (row.status === 'posted' || row.status === 'error')) {
      return { status: row.status, error: `${row.error_key} ${row.error_detail}` };
    }
    await sleep(250);
  }
  throw new Error('the publication was not posted in 10 minutes');
}

export function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`servers exited with ${code}`)));
  });
}
