// `npm run bench:inbox-replies`: 2,000 inbox replies under 20 % faults, a worker killed twice.
import { benchRepliesUnderFaults } from './inbox/replies-under-faults.ts';

const result = await benchRepliesUnderFaults();
console.log(JSON.stringify(result, null, 2));
const met =
  result.settled &&
  result.refused === 0 &&
  result.duplicates === 0 &&
  result.doneMissing === 0 &&
  result.failedWithoutReason === 0 &&
  (result.final.done ?? 0) + (result.final.failed ?? 0) === result.replies;
console.log(met ? 'met: every reply sent once or failed with a reason, 0 duplicates' : 'NOT MET');
if (!met) process.exitCode = 1;
