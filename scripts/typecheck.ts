// `npm run typecheck`: every TypeScript project checked by tsc, two at a time, each on one thread
// (the machine has two cores), the longest first; fails when any project fails, with its errors
// shown. TypeScript 7's native tsc: 28 s for all of them on a 2-core machine where TypeScript 5.9's
// took 120 s; its own threads (the default) made it 69 s, two projects at a time on two cores.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/.bin/tsc');
// Longest first (seconds with TypeScript 5.9 on the CI machine: web 23, server 22, bench/feeds 18, …).
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
    const child = spawn(tsc, ['-p', project, '--singleThreaded'], { cwd: root });
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
