// `npm run bench:lighthouse`: Lighthouse's performance and accessibility scores of the auth
// screen, the overview and the planner's month view, desktop and mobile.
import { auditScreens, lighthouseRows } from './web/lighthouse-audits.ts';
import { startSite } from './web/site.ts';

const site = await startSite();
try {
  const audits = await auditScreens(site);
  for (const audit of audits) {
    console.log(`\n${audit.screen}, ${audit.formFactor}: ${JSON.stringify(audit.metrics)}`);
    for (const finding of audit.findings) console.log(`  ${finding}`);
  }
  const rows = lighthouseRows(audits);
  console.table(rows);
  if (rows.some((row) => !row.met)) process.exitCode = 1;
} finally {
  await site.cluster.stop();
}
