import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const startupMemory = new URL('./startup-memory.ts', import.meta.url).pathname;

// In a process of its own: the test's process must not get `gc`, nor have its heap resized.
const script = `
import { getHeapSpaceStatistics } from 'node:v8';
import { releaseStartupMemory } from ${JSON.stringify(startupMemory)};
const youngMB = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;
// Short-lived objects, many surviving a collection or two, as loading modules makes: V8 grows
// its young generation to the most it allows.
let kept = [];
for (let i = 0; i < 3e6; i += 1) {
  kept.push({ i, text: 'x' + i });
  if (kept.length > 5e5) kept = [];
}
kept = [];
const grown = youngMB();
// Still allocating, as a worker polling its queue and sending e-mails is.
const busy = setInterval(() => Array.from({ length: 2000 }, (_, i) => ({ i })), 5);
await new Promise((resolve) => setTimeout(resolve, 300));
releaseStartupMemory();
const released = youngMB();
clearInterval(busy);
console.log(JSON.stringify({ grown, released }));
`;

describe('releaseStartupMemory', () => {
  it('gives back the young generation start-up grew, although the process is still allocating', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const { grown, released } = JSON.parse(stdout) as { grown: number; released: number };
    expect(grown).toBeGreaterThanOrEqual(64);
    expect(released).toBeLessThanOrEqual(8);
  }, 60_000);
});

// Loading modules as a role would: short-lived objects, many surviving a collection or two.
const loadingScript = `
import { getHeapSpaceStatistics } from 'node:v8';
import { favourMemoryInWorker, releaseStartupMemory } from ${JSON.stringify(startupMemory)};
favourMemoryInWorker(process.argv[1]);
const youngMB = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;
const mostWhileLoading = () => {
  let kept = [];
  let most = 0;
  for (let i = 0; i < 3e6; i += 1) {
    kept.push({ i, text: 'x' + i });
    if (kept.length > 5e5) {
      kept = [];
      most = Math.max(most, youngMB());
    }
  }
  return most;
};
const loading = mostWhileLoading();
releaseStartupMemory();
console.log(JSON.stringify({ loading, afterwards: mostWhileLoading() }));
`;

describe('favourMemoryInWorker', () => {
  const mostYoungMB = async (role: string) => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', loadingScript, role]);
    return JSON.parse(stdout) as { loading: number; afterwards: number };
  };

  it("keeps a worker's young generation small until start-up's memory is released", async () => {
    const [worker, web] = await Promise.all([mostYoungMB('worker'), mostYoungMB('web')]);
    // Usually 8–16 MB; a loaded machine once saw 64: always under what the web role grows to.
    expect(worker.loading).toBeLessThanOrEqual(64);
    expect(worker.loading).toBeLessThan(web.loading);
    expect(worker.afterwards).toBeGreaterThanOrEqual(64);
  }, 60_000);

  it('leaves the web role as V8 sets it', async () => {
    expect((await mostYoungMB('web')).loading).toBeGreaterThanOrEqual(64);
  }, 60_000);
});
