// `npm run bench:inbox-lists`: the inbox's lists and counts on 1,000,000 items over 500 pages (PostgreSQL).
import { benchInbox } from './inbox/scenario.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a fresh PostgreSQL database');
const result = await benchInbox({
  url,
  items: Number(process.env.BENCH_INBOX_ITEMS ?? 1_000_000),
  reuse: process.env.BENCH_INBOX_REUSE === '1',
});
console.log(JSON.stringify(result, null, 2));
if (result.lists.p95 > 50 || result.counts.p95 > 50) process.exitCode = 1;
