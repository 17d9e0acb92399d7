// `npm run bench:web`: a fresh tab (no cache, session stored) to the planner's month view.
// `BENCH_WEB_COMPARE=<folder>`: another build of the web app, measured run for run beside this one.
import { freshTabRow, measureFreshTab } from './web/fresh-tab.ts';
import { type Site, startSite } from './web/site.ts';

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
