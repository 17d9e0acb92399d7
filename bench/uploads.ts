// `npm run bench:uploads`: a 1 GiB video streamed to the YouTube fake (peak RSS of the uploading
// process), and the real worker role process at rest.
import { benchUploadsAndWorker, uploadsRows } from './uploads/scenario.ts';

const result = await benchUploadsAndWorker();
console.log(JSON.stringify(result, null, 2));
const rows = uploadsRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
