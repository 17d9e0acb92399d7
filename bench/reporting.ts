// `npm run bench:reporting`: report sections over 500 pages × 2 years and 1,000,000 posts (PostgreSQL).
import { benchReporting } from './reporting/scenario.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a fresh PostgreSQL database');
const result = await benchReporting({
  url,
  posts: Number(process.env.BENCH_REPORTING_POSTS ?? 1_000_000),
  reuse: process.env.BENCH_REPORTING_REUSE === '1',
});
console.log(JSON.stringify(result, null, 2));
if (result.onePage30Days.p95 > 100 || result.group50Pages90Days.p95 > 300) process.exitCode = 1;
