import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file holding the owner's pid keeps a second server (or the supervisor-link command)
 * out, with a message that says what to do; a lock left by a dead process is taken over.
 */
export function lockEmbeddedDatabase(path: string): () => void {
  const file = `${path}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${path} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to share PostgreSQL between processes.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
