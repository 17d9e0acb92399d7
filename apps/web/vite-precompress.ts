import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Under this, the headers of a compressed answer weigh about as much as they save. */
const minimumBytes = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each compressible file of the build,
 * for the server to send as they are (`preCompressed` in `apps/server/src/platform/serve-web-app.ts`):
 * no compression per request, and the smallest files brotli makes, which would be too slow to
 * make on the fly. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pagewise-precompress',
    apply: 'build',
    configResolved(config) {
      // `--outDir /elsewhere` is absolute: joined to the root, it named a folder that did not exist.
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!compressible.test(path)) continue;
        const body = readFileSync(path);
        if (body.length < minimumBytes) continue;
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gzip = gzipSync(body, { level: 9 });
        if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
