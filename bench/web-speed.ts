// `npm run bench:web`: a fresh tab (no cache, session stored) to the planner's month view.
// `BENCH_WEB_COMPARE=<folder>`: another build of the web app, measured run for run beside this one.
import { type FreshTabResult, measureFreshTab } from './web/fresh-tab.ts';
import { type Site, startSite } from './web/site.ts';

/** Issue 17: the planner's month view in a fresh tab, p95. */
export const freshTabTargetMs = 800;

const runs = Number(process.env.BENCH_WEB_RUNS ?? 25);
const compare = process.env.BENCH_WEB_COMPARE;
const sites: Site[] = [];
try {
  sites.push(await startSite());
  if (compare) sites.push(await startSite({ webDist: compare }));
  const results = await measureFreshTab(sites, runs);
  const rows = results.map((result, index) =>
    freshTabRow(result, index === 0 ? 'apps/web/dist' : `${compare}`),
  );
  for (const [index, result] of results.entries()) {
    console.log(`\n${rows[index]?.build}: the median run, request by request (ms from navigation start):`);
    console.table(result.median.requests);
  }
  console.table(rows);
  if (!rows[0]?.met) process.exitCode = 1;
} finally {
  for (const site of sites) await site.cluster.stop();
}

function freshTabRow(result: FreshTabResult, build: string) {
  return {
    build,
    benchmark: `planner month view, fresh tab to the month shown: p95 of ${result.runs} (p50 ${result.p50Ms}, max ${result.maxMs} ms; painted p50 ${result.paintedP50Ms}, p95 ${result.paintedP95Ms} ms; ${result.scripts.files} scripts, ${result.scripts.transferKB} KB on the wire, ${result.scripts.decodedKB} KB decoded)`,
    value: `${result.p95Ms} ms`,
    target: `≤ ${freshTabTargetMs} ms`,
    met: result.p95Ms <= freshTabTargetMs,
  };
}
