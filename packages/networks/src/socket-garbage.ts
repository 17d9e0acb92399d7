import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: NodeJS.GCFunction | undefined;

/**
 * Frees the socket's read buffers a piece read from a URL left behind. Each 64 KB read of a socket
 * is a buffer of its own, dead once copied into the piece, but V8 frees such buffers only when its
 * young generation fills (their small handles barely fill it) or when 64 MB of them pile up: a
 * gigabyte read in 8 MiB pieces held 54 MB of them (bench/README.md, "the media route"). A
 * young-generation collection after each piece, about a millisecond, frees them. `gc` is exposed
 * for this call, in a context of its own, not to the product's code.
 */
export function freeSocketBuffers() {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as NodeJS.GCFunction;
  }
  collect({ type: 'minor' });
}
