// `npm run bench`: runs every benchmark and prints the figures with their targets.
import { benchThroughput, throughputRows } from './api/throughput.ts';
import { benchUsers, usersRows } from './api/users.ts';
import { benchAuthBundle } from './auth-bundle.ts';
import { benchFeeds, feedsRows } from './feeds/scenario.ts';
import { benchInboxCollection, collectionRows } from './inbox/collection.ts';
import { benchPlanner, plannerRows } from './planner/scenario.ts';
import { benchPublishing } from './publishing/scenarios.ts';
import { publishingRows } from './publishing/summary.ts';
import { benchStartup } from './startup.ts';
import { benchUploadsAndWorker, uploadsRows } from './uploads/scenario.ts';
import { freshTabRow, measureFreshTab } from './web/fresh-tab.ts';
import { auditScreens, lighthouseRows } from './web/lighthouse-audits.ts';
import { startSite } from './web/site.ts';

const targets = { startupMs: 3000, authBundleKB: 150 };

const startup = await benchStartup();
console.log('\nStart-up to healthy, embedded database (ms):');
console.table(startup);

const bundle = await benchAuthBundle();
console.log('\nJavaScript loaded by the auth screen:');
console.table(
  bundle.scripts.map((s) => ({
    file: s.url,
    rawKB: +(s.raw / 1024).toFixed(1),
    gzipKB: +(s.gzip / 1024).toFixed(1),
  })),
);

const results: { benchmark: string; value: string | number; target: string; met: boolean }[] = [
  {
    benchmark: 'start-up, first start (median)',
    value: `${startup.firstStart.medianMs} ms`,
    target: `≤ ${targets.startupMs} ms`,
    met: startup.firstStart.medianMs <= targets.startupMs,
  },
  {
    benchmark: 'start-up, restart (median)',
    value: `${startup.restart.medianMs} ms`,
    target: `≤ ${targets.startupMs} ms`,
    met: startup.restart.medianMs <= targets.startupMs,
  },
  {
    benchmark: 'auth screen JavaScript (gzip)',
    value: `${bundle.gzipKB} KB`,
    target: `≤ ${targets.authBundleKB} KB`,
    met: bundle.gzipKB <= targets.authBundleKB,
  },
];
// Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
console.log(
  '\nPublishing engine (10,000 posts, 500 sandbox pages, 2 worker processes; then 100,000 over 5,000 pages):',
);
const publishing = await benchPublishing();
console.log(JSON.stringify(publishing, null, 2));
if (publishing.complete) results.push(...publishingRows(publishing));

// Also on PostgreSQL: the month view's request, 2,000 posts over 20 pages, then 50,000 over 100.
console.log('\nPlanner month view (GET /api/planner, 2,000 posts over 20 pages; 50,000 over 100):');
const planner = await benchPlanner();
console.log(JSON.stringify(planner, null, 2));
results.push(...plannerRows(planner));

// Also on PostgreSQL: inbox collection, 500 sandbox pages writing 20 items a minute each.
console.log('\nInbox collection (500 sandbox pages × 20 items a minute, 2 worker processes):');
const inbox = await benchInboxCollection();
console.log(JSON.stringify(inbox, null, 2));
results.push(...collectionRows(inbox));

// Also on PostgreSQL: a fresh tab to the planner's month, and Lighthouse on three screens.
console.log('\nWeb speed (fresh tab to the planner month, 25 runs) and Lighthouse:');
const site = await startSite();
try {
  const freshTab = (await measureFreshTab([site], 25))[0];
  if (freshTab) results.push(freshTabRow(freshTab, 'apps/web/dist'));
  results.push(...lighthouseRows(await auditScreens(site)));
} finally {
  await site.cluster.stop();
}

// Also on PostgreSQL: the source poller, 100,000 local feeds read twice.
console.log('\nSources (100,000 local feeds, read twice by the poller):');
const feeds = await benchFeeds();
console.log(JSON.stringify(feeds, null, 2));
results.push(...feedsRows(feeds));

// The API under load: 200 connections without pause against a bare Fastify route measured in the
// same run, on PostgreSQL and on the embedded database; then 200 simulated users for 5 minutes.
console.log('\nAPI throughput (200 connections, no pause):');
const throughput = await benchThroughput();
console.log(JSON.stringify(throughput, null, 2));
results.push(...throughputRows(throughput));

console.log('\nSimulated users (200 for 5 minutes, PostgreSQL):');
const users = await benchUsers();
console.log(JSON.stringify(users, null, 2));
results.push(...usersRows(users));

// A 1 GiB video streamed to the YouTube fake by the adapter, in a process of its own.
console.log('\nVideo upload (1 GiB to the YouTube fake, resumable protocol):');
const uploads = await benchUploadsAndWorker();
console.log(JSON.stringify(uploads, null, 2));
results.push(...uploadsRows(uploads));

console.log('\nSummary:');
console.table(results);
if (results.some((result) => !result.met)) process.exitCode = 1;
