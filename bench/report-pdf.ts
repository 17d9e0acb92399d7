// `npm run bench:report-pdf`: a 12-page report PDF with charts, built as the worker builds it.
// Target (issue 19): ≤ 5 s, peak memory of the worker ≤ 300 MB. Each run is a fresh process.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const script = fileURLToPath(new URL('./report-pdf/build-one.ts', import.meta.url));
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const out = execFileSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
  });
  const line = out.trim().split('\n').at(-1) ?? '{}';
  results.push({ run, ...JSON.parse(line) });
}
console.table(results);
const worst = {
  ms: Math.max(...results.map((result) => result.ms)),
  peakRssMb: Math.max(...results.map((result) => result.peakRssMb)),
  addedMb: Math.max(...results.map((result) => result.peakRssMb - result.rssBeforeMb)),
  pages: Math.min(...results.map((result) => result.pageCount ?? 0)),
};
const rows = [
  { figure: 'build time (worst run)', value: `${worst.ms} ms`, target: '≤ 5000 ms', met: worst.ms <= 5000 },
  {
    figure: 'peak RSS (worst run)',
    value: `${worst.peakRssMb} MB`,
    target: '≤ 300 MB',
    met: worst.peakRssMb <= 300,
  },
  // What the build itself adds on top of the worker's own memory (informative: no target of its own).
  { figure: 'peak RSS added by the build', value: `${worst.addedMb} MB`, target: '-', met: true },
  { figure: 'pages', value: String(worst.pages), target: '≥ 12', met: worst.pages >= 12 },
];
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
