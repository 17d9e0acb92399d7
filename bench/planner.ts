// `npm run bench:planner`: the planner's month view (2,000 posts, 20 pages) read through HTTP.
import { benchPlanner, plannerRows } from './planner/scenario.ts';

const result = await benchPlanner();
console.log(JSON.stringify(result, null, 2));
const rows = plannerRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
