import { readFileSync } from 'node:fs';
import { sleep, startCluster } from '../publishing/cluster.ts';

/**
 * The product's own `worker` role process (`apps/server/src/main.ts`, ROLE=worker, on a fresh
 * PostgreSQL database) once started and idle: what any upload inside a real worker adds to.
 * Resident memory is read from /proc until it stays within 1 MB for 5 s.
 */
export async function workerAtRest(): Promise<{ restingRssMB: number; peakRssMB: number }> {
  const cluster = await startCluster();
  try {
    // The web process migrates the database; the worker starts on it as in production.
    cluster.spawnRole('web');
    await cluster.waitHealthy();
    const worker = cluster.spawnRole('worker');
    let last = 0;
    for (let steady = 0; steady < 10; ) {
      await sleep(500);
      const rss = memory(worker.pid ?? 0).rss;
      steady = Math.abs(rss - last) < 1 ? steady + 1 : 0;
      last = rss;
    }
    const { rss, peak } = memory(worker.pid ?? 0);
    return { restingRssMB: rss, peakRssMB: peak };
  } finally {
    await cluster.stop();
  }
}

/** VmRSS and VmHWM (the kernel's high-water mark) of a process, in MB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: +(kb('VmRSS') / 1024).toFixed(1), peak: +(kb('VmHWM') / 1024).toFixed(1) };
}
