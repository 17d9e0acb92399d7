// Prints one plain closing line from the JSON reports that Vitest wrote under CI.
import { existsSync, readFileSync } from 'node:fs';

const reports = ['test-results/unit.json', 'test-results/e2e.json', 'test-results/bluesky-contract.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exitCode = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exitCode = 1;
