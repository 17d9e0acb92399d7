// `npm run bench:report-pdf`: a 12-page report PDF with charts, built as the worker builds it: the
// worker reads the report and stores the file, its PDF renderer process draws it.
// Target (issue 19): ≤ 5 s, peak memory of the process that builds the PDF ≤ 300 MB. Each run is a
// fresh worker process (and so a fresh renderer).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../apps/server/src/platform/node-flags.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const script = fileURLToPath(new URL('./report-pdf/as-worker.ts', import.meta.url));
const results = [];
for (let run = 1; run <= runs; run += 1) {
  // Node's flags as `npm start` gives them (the renderer process has its own).
  const out = execFileSync(process.execPath, [...serverNodeFlags, script], {
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
  });
  const line = out.trim().split('\n').at(-1) ?? '{}';
  results.push({ run, ...JSON.parse(line) });
}
console.table(results);
const worst = {
  firstMs: Math.max(...results.map((result) => result.firstMs)),
  ms: Math.max(...results.map((result) => result.ms)),
  rendererPeakRssMb: Math.max(...results.map((result) => result.rendererPeakRssMb)),
  workerPeakRssMb: Math.max(...results.map((result) => result.workerPeakRssMb)),
  workerAddedMb: Math.max(...results.map((result) => result.workerPeakRssMb - result.workerRssBeforeMb)),
  pages: Math.min(...results.map((result) => result.pageCount ?? 0)),
};
const rows = [
  // A worker's first PDF also starts its renderer process; the target is each PDF's, the first's too.
  {
    figure: 'build time, first PDF (worst run)',
    value: `${worst.firstMs} ms`,
    target: '≤ 5000 ms',
    met: worst.firstMs <= 5000,
  },
  { figure: 'build time (worst run)', value: `${worst.ms} ms`, target: '≤ 5000 ms', met: worst.ms <= 5000 },
  {
    figure: 'renderer peak RSS (worst run)',
    value: `${worst.rendererPeakRssMb} MB`,
    target: '≤ 300 MB',
    met: worst.rendererPeakRssMb <= 300,
  },
  // The worker's own (informative): its modules, reading the report and storing the file.
  { figure: 'worker peak RSS (worst run)', value: `${worst.workerPeakRssMb} MB`, target: '-', met: true },
  { figure: 'worker RSS added by the builds', value: `${worst.workerAddedMb} MB`, target: '-', met: true },
  { figure: 'pages', value: String(worst.pages), target: '≥ 12', met: worst.pages >= 12 },
];
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
