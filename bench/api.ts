// `npm run bench:api`: the API's throughput (200 connections, no pause) against a bare Fastify route.
import { benchThroughput, throughputRows } from './api/throughput.ts';

const result = await benchThroughput();
console.log(JSON.stringify(result, null, 2));
const rows = throughputRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
