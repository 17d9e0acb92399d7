import { readFileSync } from 'node:fs';

/** VmRSS and VmHWM (the kernel's high-water mark of resident memory) of a process, in MB. */
export function procMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: +(kb('VmRSS') / 1024).toFixed(1), peak: +(kb('VmHWM') / 1024).toFixed(1) };
}

/** Samples a process's VmRSS every `everyMs` until stopped; the highest sample, and when it came. */
export function sampleRss(pid: number, everyMs: number) {
  const started = performance.now();
  let peak = { rss: 0, atSeconds: 0 };
  let samples = 0;
  const take = () => {
    const { rss } = procMemory(pid);
    samples += 1;
    if (rss > peak.rss) peak = { rss, atSeconds: +((performance.now() - started) / 1000).toFixed(1) };
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakRssMB: peak.rss, peakAtSeconds: peak.atSeconds, samples };
    },
  };
}
