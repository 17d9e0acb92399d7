import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverNodeFlags } from '../apps/server/src/platform/node-flags.ts';

const root = new URL('..', import.meta.url).pathname;

/** Milliseconds from spawning `node apps/server/src/main.ts` to the first healthy answer. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return performance.now() - startedAt;
      if (performance.now() - startedAt > 60_000) throw new Error('not healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Start-up on the embedded database: a first start (creates and migrates it) and restarts. */
export async function benchStartup(runs = 5) {
  const firstStarts: number[] = [];
  const restarts: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
    firstStarts.push(await timeToHealthy(dataDir, 3900 + run));
    restarts.push(await timeToHealthy(dataDir, 3950 + run));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { firstStart: summary(firstStarts), restart: summary(restarts) };
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { runs: values.length, medianMs: at(0.5), maxMs: at(1), minMs: at(0) };
}
