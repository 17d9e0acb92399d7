// `npm run typecheck`: every TypeScript project checked by tsc, two at a time (the machine has two
// cores and tsc uses one), the longest first; fails when any project fails, with its errors shown.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/.bin/tsc');
// Longest first (seconds on the CI machine: web 23, server 22, bench/feeds 18, bench/uploads 12, …).
const projects = [
  'apps/web',
  'apps/server',
  'bench/feeds',
  'bench',
  'bench/uploads',
  'bench/inbox',
  'bench/reporting',
  'packages/networks',
  'packages/stripe-fake',
  'e2e',
  'packages/shared',
  'scripts',
];

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(`tsc -p ${project} failed:\n${output}\n`);
      resolve(code === 0);
    });
  });
}

const waiting = [...projects];
let failed = false;
async function lane() {
  for (let project = waiting.shift(); project; project = waiting.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await Promise.all([lane(), lane()]);
if (failed) process.exitCode = 1;
