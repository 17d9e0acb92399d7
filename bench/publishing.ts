// `npm run bench:publishing`: the publishing engine against raw pg-boss, then under chaos.
import { benchPublishing } from './publishing/scenarios.ts';
import { publishingRows } from './publishing/summary.ts';

const result = await benchPublishing();
console.log(JSON.stringify(result, null, 2));
if (result.complete) {
  const summary = publishingRows(result);
  console.table(summary);
  if (summary.some((row) => !row.met)) process.exitCode = 1;
}
