// `npm run bench:web`: a fresh tab (no cache, session stored) to the planner's month view.
import { measureFreshTab } from './web/fresh-tab.ts';
import { startSite } from './web/site.ts';

/** Issue 17: the planner's month view in a fresh tab, p95. */
export const freshTabTargetMs = 800;

const runs = Number(process.env.BENCH_WEB_RUNS ?? 25);
const site = await startSite();
try {
  const result = await measureFreshTab(site, runs);
  console.log('\nThe median run, request by request (ms from navigation start):');
  console.table(result.median.requests);
  console.table([
    {
      benchmark: `planner month view, fresh tab to the month shown: p95 of ${result.runs} (p50 ${result.p50Ms}, max ${result.maxMs} ms; painted p50 ${result.paintedP50Ms}, p95 ${result.paintedP95Ms} ms; ${result.scripts.files} scripts, ${result.scripts.transferKB} KB on the wire, ${result.scripts.decodedKB} KB decoded)`,
      value: `${result.p95Ms} ms`,
      target: `≤ ${freshTabTargetMs} ms`,
      met: result.p95Ms <= freshTabTargetMs,
    },
  ]);
  if (result.p95Ms > freshTabTargetMs) process.exitCode = 1;
} finally {
  await site.cluster.stop();
}
