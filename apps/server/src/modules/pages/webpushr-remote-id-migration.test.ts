import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createWebpushrAdapter } from '@pagewise/networks/webpushr/adapter';
import { startFakeWebpushr } from '@pagewise/networks/webpushr/fake';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, templateFile } from '../../platform/embedded-template.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The migrations folder as a version that had migrations up to `last` (inclusive) shipped it. */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'pagewise-migrations-'));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0011: Webpushr sites known by the SHA-256 of their key', () => {
  it('renames the pages of an earlier version so that the adapter finds them again, the key gone', async () => {
    const cluster = templateFile('cluster');
    const pglite = await PGlite.create(
      'memory://',
      existsSync(cluster) ? { loadDataDir: new Blob([readFileSync(cluster)]) } : {},
    );
    const db = drizzle(pglite);
    await migrate(db, { migrationsFolder: migrationsUpTo('0010_publishing_due_indexes') });
    await pglite.exec(`
      insert into accounts (id, name) values ('8d5764ac-350f-4d45-b8db-9a0d3f10ce70', 'Bakery');
      insert into pages (account_id, kind, remote_id, name, sealed_credentials) values
        ('8d5764ac-350f-4d45-b8db-9a0d3f10ce70', 'webpushr', 'wp-key', 'Bakery site', 'v1.sealed'),
        ('8d5764ac-350f-4d45-b8db-9a0d3f10ce70', 'onesignal', 'wp-key', 'Other network', 'v1.sealed');
    `);

    await migrate(db, { migrationsFolder });

    const fake = await startFakeWebpushr();
    fake.addSite('wp-key', 'wp-auth', 'Bakery site');
    const connected = await createWebpushrAdapter({ apiBaseUrl: fake.url }).connectWithForm?.({
      siteName: 'Bakery site',
      restApiKey: 'wp-key',
      authToken: 'wp-auth',
    });
    await fake.close();
    const rows = await pglite.query<{ kind: string; remote_id: string }>(
      'select kind, remote_id from pages order by kind',
    );
    expect(rows.rows).toEqual([
      { kind: 'onesignal', remote_id: 'wp-key' },
      { kind: 'webpushr', remote_id: connected?.pages[0]?.remoteId },
    ]);
    expect(connected?.pages[0]?.remoteId).not.toContain('wp-key');
    await pglite.close();
  });
});
