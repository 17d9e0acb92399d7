import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * PGlite's first start runs initdb inside WebAssembly, which takes 2–4 s on this class of
 * machine. `npm install` runs it once and keeps the fresh cluster as a tarball; a new data
 * folder is then unpacked from it in under a second. Keyed by the PGlite version, since a
 * cluster only opens with the build that made it. A second template has the migrations applied
 * too, keyed by their content as well: while it matches the migrations folder, a new database
 * starts with nothing to migrate; when it does not (a migration added since the install), the
 * plain cluster is used and migrated at start.
 */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  let folder = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(folder, 'package.json')) || !folder.includes('pglite')) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export function templateFile(kind: 'cluster' | 'migrated' = 'cluster'): string {
  const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
  const name =
    kind === 'cluster' ? `pglite-${pgliteVersion()}` : `pglite-${pgliteVersion()}-schema-${migrationsHash()}`;
  return join(serverRoot, 'node_modules', '.cache', 'pagewise', `${name}.tar`);
}

/** The best template as PGlite's `loadDataDir` wants it, when one was prepared. */
export function readTemplate(): Blob | undefined {
  const file = [templateFile('migrated'), templateFile('cluster')].find((candidate) => existsSync(candidate));
  return file ? new Blob([readFileSync(file)]) : undefined;
}

async function save(file: string, pglite: PGlite) {
  // A plain tar (40 MB): PGlite loads it in 0.5 s, a gzip in 0.8 s (it unpacks it first).
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.tmp`, file);
}

export async function prepareTemplate(): Promise<string> {
  const cluster = templateFile('cluster');
  if (!existsSync(cluster)) {
    const pglite = await PGlite.create('memory://');
    await save(cluster, pglite);
    await pglite.close();
  }
  const migrated = templateFile('migrated');
  if (existsSync(migrated)) return migrated;
  const pglite = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync(cluster)]) });
  await migrate(drizzle(pglite), { migrationsFolder });
  await save(migrated, pglite);
  await pglite.close();
  return migrated;
}
