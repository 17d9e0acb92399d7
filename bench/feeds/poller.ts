// The product's source poller in a process of its own, driven by the benchmark through IPC: each
// `{ round }` message reads every due source as a worker's sweep does (`pollDueSources` until
// nothing is due) and answers with the time, the counts and the memory seen meanwhile.
import { createApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type PollCounts, pollDueSources } from '../../apps/server/src/modules/sources/poll-due-sources.ts';
import type { RoundResult } from './round-result.ts';

// `web` starts no job worker: nothing but these rounds reads the sources.
const app = await createApp(loadConfig({ ...process.env, ROLE: 'web' }));
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const liveHeap = () => {
  globalThis.gc?.();
  return mb(process.memoryUsage().heapUsed);
};

async function round(number: number): Promise<RoundResult> {
  const heapBefore = liveHeap();
  const rssBefore = mb(process.memoryUsage().rss);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, mb(process.memoryUsage().rss));
  }, 100);
  const started = performance.now();
  const total: Partial<PollCounts> = {};
  for (;;) {
    const counts = await pollDueSources(app.context, { limit: 1000, concurrency: 24 });
    for (const [key, value] of Object.entries(counts) as [keyof PollCounts, number][])
      total[key] = (total[key] ?? 0) + value;
    if (counts.claimed === 0) break;
  }
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  return {
    round: number,
    ms,
    counts: total as PollCounts,
    rssMb: { before: rssBefore, peak, after: mb(process.memoryUsage().rss) },
    heapMb: { before: heapBefore, after: liveHeap() },
  };
}

process.on('message', (message: { round?: number; stop?: boolean }) => {
  if (message.stop) {
    void app.close().then(() => process.exit(0));
    return;
  }
  if (message.round !== undefined) void round(message.round).then((result) => process.send?.({ result }));
});
process.send?.({ ready: true });
