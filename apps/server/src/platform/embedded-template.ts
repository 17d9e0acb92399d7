import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's first start runs initdb inside WebAssembly, which takes 2–4 s on this class of
 * machine. `npm install` runs it once and keeps the fresh cluster as a tarball; a new data
 * folder is then unpacked from it in under a second. Keyed by the PGlite version, since a
 * cluster only opens with the build that made it.
 */
function pgliteVersion(): string {
  let folder = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(folder, 'package.json')) || !folder.includes('pglite')) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export function templateFile(): string {
  const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
  return join(serverRoot, 'node_modules', '.cache', 'pagewise', `pglite-${pgliteVersion()}.tar.gz`);
}

/** The template as PGlite's `loadDataDir` wants it, when one was prepared. */
export function readTemplate(): Blob | undefined {
  const file = templateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

export async function prepareTemplate(): Promise<string> {
  const file = templateFile();
  if (existsSync(file)) return file;
  const pglite = await PGlite.create('memory://');
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.tmp`, file);
  return file;
}
