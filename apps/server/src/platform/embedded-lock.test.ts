import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('embedded database lock', () => {
  it('keeps a second opener out while the first holds the folder, and frees it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lock-'));
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    // Another live process (this test's parent) claims the folder.
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(/in use by process/);
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.pid));
    await first.close();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dataDir, 'pglite.lock'), '999999999');
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await database.close();
  });
});
