import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Loading the server's modules has V8 grow its young generation to 128 MB, which it then keeps,
 * nearly empty, for the life of the process. A full collection once the server is ready gives it
 * back to the system, but only one that asks V8 to reduce its memory (the `last-resort` flavour):
 * a plain one keeps the young generation whenever the process is still allocating, as a worker
 * sending its first e-mails and polling its queue is (bench/README.md, "1 GiB video through the
 * real worker": a worker at rest stayed at 217 MB). `gc` is exposed for this one call, in a
 * context of its own, not to the product's code. A worker's start favouring memory
 * (`favourMemoryInWorker`) ends here.
 */
export function releaseStartupMemory() {
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as NodeJS.GCFunction;
  collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  setFlagsFromString('--no-optimize-for-size');
}

/**
 * The `worker` role asks V8 to favour memory over speed while it loads: loading the server's
 * modules otherwise grows the heap to about 190 MB before the first collection, and the worker's
 * high-water mark (bench/README.md, "1 GiB video through the real worker") went from 233–244 MB
 * to 130–133 MB. `releaseStartupMemory` turns it off again: kept on, it cost the publishing
 * burst about a fifth of its posts per second. `web` and `all` keep V8's defaults throughout.
 */
export function favourMemoryInWorker(role: string | undefined) {
  if (sizedForMemory(role)) setFlagsFromString('--optimize-for-size');
}

/**
 * Only the `worker` role trades speed for memory: jobs wait on networks and the database. A `web`
 * or `all` process keeps V8's defaults, start-up's memory included: given back, it left V8 a heap
 * so tight that the API's process ran a full collection every half second under the planner's
 * requests (14 in 320 requests against 3), and those collections were the month request's slowest
 * (bench/README.md, "the planner's tail").
 */
export function sizedForMemory(role: string | undefined): boolean {
  return role === 'worker';
}
