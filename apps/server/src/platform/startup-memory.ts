import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Loading the server's modules has V8 grow its young generation to 128 MB, which it then keeps,
 * nearly empty, for the life of the process. One full collection once the server is ready gives
 * it back to the system: a worker at rest went from 215 to 137 MB (bench/README.md, "Worker at
 * rest"). `gc` is exposed for this one call, in a context of its own, not to the product's code.
 */
export function releaseStartupMemory() {
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  collectGarbage();
}
