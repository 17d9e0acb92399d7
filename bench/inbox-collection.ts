// `npm run bench:inbox-collection`: inbox collection keeping up with 500 sandbox pages writing 20 items a minute.
import { benchInboxCollection, collectionRows } from './inbox/collection.ts';

const result = await benchInboxCollection();
console.log(JSON.stringify(result, null, 2));
const rows = collectionRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
