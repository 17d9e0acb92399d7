import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sealCredentials } from '../pages/credentials.ts';
import { pages } from '../pages/schema.ts';
import { metaPushes, threadsPushes } from './webhook-pushes.ts';
import { hubSignature } from './webhook-signature.ts';

let test: TestApp;
const metaSecret = 'meta-app-secret-for-tests';
const threadsSecret = 'threads-app-secret-for-tests';
const verifyToken = 'verify-token-for-tests';

beforeAll(async () => {
  test = await startTestApp({
    env: {
      NETWORK_FACEBOOK_PAGE_CLIENT_SECRET: metaSecret,
      NETWORK_THREADS_CLIENT_SECRET: threadsSecret,
      WEBHOOK_VERIFY_TOKEN: verifyToken,
    },
  });
});
afterAll(() => test.close());

function push(path: string, body: string, signature?: string) {
  return test.http.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: body,
  });
}

/** A Facebook page of an account, as connecting it would store it. */
async function facebookPage(remoteId: string) {
  const owner = await buildUser(test);
  const [row] = await test.app.context.database.db
    .insert(pages)
    .values({
      accountId: owner.user.accountId,
      kind: 'facebook_page',
      remoteId,
      name: 'Pushed Page',
      sealedCredentials: sealCredentials(test.app.context.secrets, { accessToken: 'page-token' }),
    })
    .returning();
  return row;
}

/** The read jobs queued for a page (pg-boss's own table). */
async function readJobsOf(pageId: string) {
  const result = await test.app.context.database.db.execute(
    sql`select data from pgboss.job where name = 'read-inbox-now' and data->>'pageId' = ${pageId}`,
  );
  return (result as unknown as { rows: { data: { streams: string[] } }[] }).rows;
}

describe('webhooks', () => {
  it('answers a subscription verification with its challenge only for this server’s token', async () => {
    const good = await test.http.inject({
      method: 'GET',
      url: `/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const threads = await test.http.inject({
      method: 'GET',
      url: `/api/webhooks/threads?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=42`,
    });
    expect(threads.body).toBe('42');
    const wrong = await test.http.inject({
      method: 'GET',
      url: '/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.key).toBe('forbidden');
  });

  it('refuses a push without a signature or with a wrong one (403), never a 5xx', async () => {
    const body = JSON.stringify({ object: 'page', entry: [{ id: '1', changes: [{ field: 'feed' }] }] });
    expect((await push('/api/webhooks/meta', body)).statusCode).toBe(403);
    expect((await push('/api/webhooks/meta', body, hubSignature(body, 'another-secret'))).statusCode).toBe(
      403,
    );
    expect((await push('/api/webhooks/meta', body, 'sha256=zz')).statusCode).toBe(403);
    // Signed with the Threads app's secret: not Meta's.
    expect((await push('/api/webhooks/meta', body, hubSignature(body, threadsSecret))).statusCode).toBe(403);
    // The body changed after signing.
    expect((await push('/api/webhooks/meta', `${body} `, hubSignature(body, metaSecret))).statusCode).toBe(
      403,
    );
    const broken = '{"object":';
    expect((await push('/api/webhooks/meta', broken, hubSignature(broken, metaSecret))).statusCode).toBe(400);
  });

  it('turns a signed push into a read job for the page it names, of that page only', async () => {
    const page = await facebookPage('5550001');
    const other = await facebookPage('5550002');
    const body = JSON.stringify({
      object: 'page',
      entry: [
        { id: '5550001', time: 1, changes: [{ field: 'feed', value: { item: 'comment', verb: 'add' } }] },
        { id: '5550001', time: 1, messaging: [{ sender: { id: '1' }, message: { text: 'hi' } }] },
        { id: 'unknown-page', time: 1, changes: [{ field: 'feed' }] },
      ],
    });
    const answer = await push('/api/webhooks/meta', body, hubSignature(body, metaSecret));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ requested: 2 });
    const streams = async () => (await readJobsOf(page?.id ?? '')).flatMap((job) => job.data.streams).sort();
    // The worker may already have taken (and deleted) either job: what is left is the named streams.
    const queued = await streams();
    expect(queued.every((stream) => stream === 'comments' || stream === 'messages')).toBe(true);
    expect(await readJobsOf(other?.id ?? '')).toEqual([]);
  });

  it('reads which streams a Meta or Threads push names', () => {
    expect(
      metaPushes({
        object: 'instagram',
        entry: [
          { id: '178', changes: [{ field: 'comments' }, { field: 'mentions' }, { field: 'story_insights' }] },
        ],
      }),
    ).toEqual([{ kind: 'instagram', remoteId: '178', streams: ['comments', 'mentions'] }]);
    expect(metaPushes({ object: 'user', entry: [{ id: '1', changes: [{ field: 'feed' }] }] })).toEqual([]);
    expect(metaPushes('nonsense')).toEqual([]);
    expect(
      threadsPushes({
        target_id: '78901',
        values: {
          field: 'replies',
          value: { id: '8901234', root_post: { id: '123456', owner_id: '654321' } },
        },
      }),
    ).toEqual([{ kind: 'threads', remoteId: '654321', streams: ['comments'] }]);
    expect(threadsPushes({ target_id: 78901, values: { field: 'mentions', value: {} } })).toEqual([
      { kind: 'threads', remoteId: '78901', streams: ['mentions'] },
    ]);
    expect(threadsPushes({ values: { field: 'publish' } })).toEqual([]);
  });

  it('refuses a Threads push signed with the Meta secret, takes one signed with its own', async () => {
    const body = JSON.stringify({ target_id: 'nobody', values: { field: 'mentions', value: {} } });
    expect((await push('/api/webhooks/threads', body, hubSignature(body, metaSecret))).statusCode).toBe(403);
    const taken = await push('/api/webhooks/threads', body, hubSignature(body, threadsSecret));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ requested: 0 });
  });
});
