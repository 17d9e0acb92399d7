// Child process of the uploads benchmark: publishes one video with the YouTube adapter as the
// worker calls it (same configuration as `oauth-networks.ts`: API and auth URLs, client, nothing
// else), sampling its own resident memory every 20 ms. Prints one JSON line.
import { createDiskStorage } from '../../apps/server/src/platform/storage.ts';
import { createYouTubeAdapter } from '../../packages/networks/src/youtube/adapter.ts';

const { youtubeUrl, accessToken, videoUrl, bytes, storageDir, key } = JSON.parse(process.argv[2] ?? '{}') as {
  youtubeUrl: string;
  accessToken: string;
  videoUrl: string;
  bytes: number;
  /** Given when the worker runs on the storage's machine: the file's path, as publishing finds it. */
  storageDir?: string;
  key: string;
};
const localPath = storageDir ? createDiskStorage(storageDir).pathOf?.(key) : undefined;
let peakSampled = process.memoryUsage.rss();
let atPeak = process.memoryUsage();
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  if (usage.rss > peakSampled) {
    peakSampled = usage.rss;
    atPeak = usage;
  }
}, 20);
const adapter = createYouTubeAdapter({
  apiBaseUrl: youtubeUrl,
  authBaseUrl: youtubeUrl,
  clientId: 'bench',
  clientSecret: 'bench',
});
const startedRss = process.memoryUsage.rss();
const started = performance.now();
const published = await adapter.publish?.(
  { remoteId: 'UCfake', name: 'Bakery TV', credentials: { accessToken } },
  {
    title: 'One gigabyte',
    text: 'A long video, streamed',
    video: { url: videoUrl, mime: 'video/mp4', bytes, ...(localPath ? { localPath } : {}) },
    idempotencyKey: 'bench-upload',
  },
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(
  JSON.stringify({
    remoteId: published?.remoteId,
    seconds: +seconds.toFixed(1),
    startedRssMB: +(startedRss / 2 ** 20).toFixed(1),
    peakSampledRssMB: +(peakSampled / 2 ** 20).toFixed(1),
    // What the process held when the sampled peak was reached.
    atPeakMB: Object.fromEntries(
      Object.entries(atPeak).map(([name, value]) => [name, +(value / 2 ** 20).toFixed(1)]),
    ),
    // The kernel's high-water mark of the process's resident memory (getrusage ru_maxrss).
    peakRssMB: +(process.resourceUsage().maxRSS / 1024).toFixed(1),
  }),
);
