import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { cachedSession, forgetCachedSessions, sessionGeneration, storeSession } from './session-cache.ts';
import { sessionChangesChannel } from './session-changes.ts';

// Processes sharing one PostgreSQL database: the embedded database has only one.
const onPostgres = process.env.PAGEWISE_TEST_DB === 'postgres';

let test: TestApp;
let other: pg.Client;
beforeAll(async () => {
  if (!onPostgres) return;
  test = await startTestApp();
  const database = test.app.context.database;
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  // Another process's connection to the same database.
  other = new pg.Client({ connectionString: database.url });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await test?.close();
});

const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.skipIf(!onPostgres)('session changes shared between processes', () => {
  it('tells the other processes when this one forgets its sessions', async () => {
    const heard: string[] = [];
    other.on('notification', (message) => heard.push(message.channel));
    await other.query(`listen ${sessionChangesChannel}`);
    forgetCachedSessions();
    await until(() => heard.length > 0);
    expect(heard).toContain(sessionChangesChannel);
  });

  it("forgets this process's sessions when another process tells it to", async () => {
    storeSession('hash-of-a-token', { who: 'cached here' }, sessionGeneration());
    expect(cachedSession('hash-of-a-token')).toEqual({ who: 'cached here' });
    await other.query('select pg_notify($1, $2)', [sessionChangesChannel, '']);
    await until(() => cachedSession('hash-of-a-token') === undefined);
  });
});
