// `npm run bench:feeds`: 100,000 feeds read twice by the product's source poller.
import { benchFeeds, feedsRows } from './feeds/scenario.ts';

const result = await benchFeeds();
console.log(JSON.stringify(result, null, 2));
const rows = feedsRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
