// `npm run bench:uploads`: a 1 GiB video streamed to the YouTube fake by the adapter alone (peak RSS
// of the uploading process), then published through the real worker role process (its peak RSS).
// `npm run bench:uploads -- worker` runs the worker's publication only.
import { benchUploadsAndWorker, uploadsRows } from './uploads/scenario.ts';

const result = await benchUploadsAndWorker(process.argv.includes('worker'));
console.log(JSON.stringify(result, null, 2));
const rows = uploadsRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
