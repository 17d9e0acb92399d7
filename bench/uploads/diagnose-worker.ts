// Diagnosis only (`BENCH_UPLOADS_DIAGNOSE=1`): loaded into the worker with `--import`, writes the
// process's memory by kind and the JavaScript heap's spaces every 200 ms to the file named by
// BENCH_DIAGNOSIS_FILE, one JSON line each, for reading after the run.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.BENCH_DIAGNOSIS_FILE ?? '';
const mb = (value: number) => +(value / 2 ** 20).toFixed(1);
const started = performance.now();
setInterval(() => {
  const usage = Object.fromEntries(
    Object.entries(process.memoryUsage()).map(([name, value]) => [name, mb(value)]),
  );
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [
      space.space_name,
      { size: mb(space.space_size), used: mb(space.space_used_size) },
    ]),
  );
  appendFileSync(
    file,
    `${JSON.stringify({ t: Date.now(), s: +((performance.now() - started) / 1000).toFixed(1), ...usage, spaces })}\n`,
  );
}, 200).unref();
