// `npm run bench:uploads`: a 1 GiB video streamed to the YouTube fake; the uploading process's peak RSS.
import { benchUploads, uploadsRows } from './uploads/scenario.ts';

const result = await benchUploads();
console.log(JSON.stringify(result, null, 2));
const rows = uploadsRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
