// `npm run bench:users`: 200 simulated users for 5 minutes on PostgreSQL.
import { benchUsers, usersRows } from './api/users.ts';

const result = await benchUsers();
console.log(JSON.stringify(result, null, 2));
const rows = usersRows(result);
console.table(rows);
if (rows.some((row) => !row.met)) process.exitCode = 1;
