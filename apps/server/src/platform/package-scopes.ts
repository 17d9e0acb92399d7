import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type ModuleFormat = 'module' | 'commonjs';
/** Once per process: test files sharing a worker each ask again. */
let registered = false;

/**
 * Node 24 reads and parses a package's whole `package.json` again for every file it loads from
 * that package, to learn whether a `.js` file is an ES module. drizzle-orm's is 179 KB and it has
 * hundreds of files: loading it took 4 s and left 130 MB of resident memory behind (bench/README.md,
 * "Worker at rest"). This hook answers that question for files of installed packages reached by a
 * relative import, reading each folder's `package.json` once; everything else resolves as usual.
 */
export function readPackageScopesOnce() {
  if (registered) return;
  registered = true;
  const formats = new Map<string, ModuleFormat>();

  function scopeFormat(folder: string): ModuleFormat {
    const known = formats.get(folder);
    if (known) return known;
    // As Node does, a package's scope ends at its `node_modules` folder.
    if (basename(folder) === 'node_modules') return 'commonjs';
    let format: ModuleFormat;
    try {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { type?: unknown };
      format = manifest.type === 'module' ? 'module' : 'commonjs';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const parent = dirname(folder);
      format = parent === folder ? 'commonjs' : scopeFormat(parent);
    }
    formats.set(folder, format);
    return format;
  }

  function formatOf(url: string): ModuleFormat | undefined {
    if (url.endsWith('.mjs')) return 'module';
    if (url.endsWith('.cjs')) return 'commonjs';
    if (!url.endsWith('.js')) return undefined;
    return scopeFormat(dirname(fileURLToPath(url)));
  }

  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (relative && parent?.startsWith('file:') && parent.includes('/node_modules/')) {
        const url = new URL(specifier, parent).href;
        const format = formatOf(url);
        if (format) return { url, format, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
