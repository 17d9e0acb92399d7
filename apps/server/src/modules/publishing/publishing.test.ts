import type { NetworkAdapter, OutgoingPost } from '@pagewise/networks/adapter';
import { NetworkError } from '@pagewise/networks/network-error';
import type { Post } from '@pagewise/shared/posts/post';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from '../pages/schema.ts';
import { sandboxPosts } from '../sandbox/schema.ts';
import { claimDueTargets } from './claim-targets.ts';
import { recoverTargets } from './recover-targets.ts';

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let pageId: string;
let real: NetworkAdapter;
let script:
  | ((post: OutgoingPost, attempt: number) => Promise<'publish' | 'publish-then-lose' | undefined>)
  | null = null;
let calls = 0;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  pageId = await sandboxPage(test, owner, 'Chaos Corner');
  real = await test.app.context.networks.adapter('sandbox');
  // The sandbox adapter, with a script deciding each call's fate (the test's fault injection).
  const scripted: NetworkAdapter = {
    ...real,
    async publish(page, post) {
      calls += 1;
      const fate = script ? await script(post, calls) : 'publish';
      const published = await real.publish?.(page, post);
      if (!published) throw new Error('sandbox did not publish');
      if (fate === 'publish-then-lose') throw new NetworkError('unknown_outcome', 'answer lost');
      return published;
    },
  };
  const networks = test.app.context.networks;
  const original = networks.adapter.bind(networks);
  networks.adapter = async (kind) => (kind === 'sandbox' ? scripted : original(kind));
});
afterEach(() => {
  script = null;
  calls = 0;
});
afterAll(() => test.close());

async function publishNow(message: string, pageIds = [pageId]) {
  const response = await call(test, owner, 'POST', '/api/posts', { intent: 'now', pageIds, message });
  expect(response.statusCode, response.body).toBe(201);
  return settledPost(test, owner, (response.json() as Post).id, 30_000);
}

async function storedOnSandbox(message: string) {
  return test.app.context.database.db.select().from(sandboxPosts).where(eq(sandboxPosts.text, message));
}

describe('the publishing engine', () => {
  it('reads back after a lost answer and finds the post: posted once, no retry', async () => {
    script = async () => 'publish-then-lose';
    const post = await publishNow('Lost answer');
    expect(post.targets[0]).toMatchObject({ status: 'posted', attempts: 1, uncertain: false });
    expect(await storedOnSandbox('Lost answer')).toHaveLength(1);
  });

  it('retries a time-out that read-back shows never arrived, and posts once', async () => {
    script = async (_post, attempt) => {
      if (attempt === 1) throw new NetworkError('unknown_outcome', 'timed out before sending');
      return 'publish';
    };
    const post = await publishNow('Timed out first');
    expect(post.targets[0]).toMatchObject({ status: 'posted', attempts: 2 });
    expect(await storedOnSandbox('Timed out first')).toHaveLength(1);
  });

  it('waits out a rate limit, then posts', async () => {
    const started = Date.now();
    script = async (_post, attempt) => {
      if (attempt === 1)
        throw new NetworkError('rate_limited', 'slow down', { status: 429, retryAfterSeconds: 1 });
      return 'publish';
    };
    const post = await publishNow('After the limit');
    expect(post.targets[0]).toMatchObject({ status: 'posted', attempts: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('fails for good with the network reason and e-mails the author with edit and publish-now links', async () => {
    script = async () => {
      throw new NetworkError('rejected', 'Refused', { reason: 'Duplicate content' });
    };
    const post = await publishNow('Refused content');
    expect(post.targets[0]).toMatchObject({
      status: 'error',
      errorKey: 'network_rejected',
      errorDetail: 'Duplicate content',
    });
    const mail = await test.mail.waitFor(owner.email, (message) =>
      message.subject.includes('could not be published'),
    );
    expect(mail.text).toContain(`/#/dash/postCreator/edit?post_id=${post.id}`);
    expect(mail.text).toContain(`/#/dash/posts?publish_now=${post.id}`);
    expect(mail.text).toContain('the network refused it');
  });

  it('never retries blindly where the network cannot be read back: uncertain, for the user to check', async () => {
    const { findPublished, ...noReadBack } = real;
    expect(findPublished).toBeDefined();
    const networks = test.app.context.networks;
    const current = networks.adapter;
    networks.adapter = async () => ({
      ...noReadBack,
      async publish() {
        throw new NetworkError('unknown_outcome', 'timed out');
      },
    });
    try {
      const post = await publishNow('Cannot check');
      expect(post.targets[0]).toMatchObject({
        status: 'error',
        errorKey: 'publish_uncertain',
        uncertain: true,
        attempts: 1,
      });
    } finally {
      networks.adapter = current;
    }
  });

  it('marks the page for reconnection when its token is refused, and fails the post with that reason', async () => {
    const revokedPage = await sandboxPage(test, owner, 'Revoked Corner');
    expect(
      (await call(test, owner, 'POST', `/api/sandbox/pages/${revokedPage}/revoke-token`)).statusCode,
    ).toBe(204);
    const post = await publishNow('To a revoked page', [revokedPage]);
    expect(post.targets[0]).toMatchObject({ status: 'error', errorKey: 'network_token_invalid' });
    const [page] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, revokedPage));
    expect(page?.status).toBe('reconnection_needed');
  });

  it('never lets two workers claim the same target', async () => {
    const created = (
      await call(test, owner, 'POST', '/api/posts', {
        intent: 'schedule',
        pageIds: [pageId],
        message: 'Claimed once',
        scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
      })
    ).json() as Post;
    const targetId = created.targets[0]?.id ?? '';
    const db = test.app.context.database.db;
    await db.execute(
      sql`update post_targets set due_at = now() - interval '1 second' where id = ${targetId}::uuid`,
    );
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimDueTargets(test.app.context, new Date(), 200)),
    );
    expect(claims.flatMap(({ claimed }) => claimed.map((claim) => claim.id))).toEqual([targetId]);
  });

  it('recovers a target left posting by a dead worker: read back, found → posted; absent → posted once', async () => {
    const db = test.app.context.database.db;
    const setUp = async (message: string, alreadyOut: boolean) => {
      const created = (
        await call(test, owner, 'POST', '/api/posts', {
          intent: 'schedule',
          pageIds: [pageId],
          message,
          scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
        })
      ).json() as Post;
      const targetId = created.targets[0]?.id ?? '';
      await db.execute(
        sql`update post_targets set due_at = now() - interval '1 minute' where id = ${targetId}::uuid`,
      );
      // What a worker does before its call, then it dies (no outcome written).
      const { claimed } = await claimDueTargets(test.app.context, new Date(), 200);
      expect(claimed.map((claim) => claim.id)).toEqual([targetId]);
      if (alreadyOut) {
        const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
        const { openCredentials } = await import('../pages/credentials.ts');
        await real.publish?.(
          {
            remoteId: page?.remoteId ?? '',
            name: '',
            credentials: openCredentials(test.app.context.secrets, page?.sealedCredentials ?? ''),
          },
          { text: message, idempotencyKey: targetId },
        );
      }
      await db.execute(
        sql`update post_targets set lease_until = now() - interval '1 second' where id = ${targetId}::uuid`,
      );
      return created.id;
    };
    const found = await setUp('Out before the crash', true);
    const absent = await setUp('Not out before the crash', false);
    expect(await recoverTargets(test.app.context)).toBe(2);
    const foundPost = await settledPost(test, owner, found, 30_000);
    expect(foundPost.targets[0]).toMatchObject({ status: 'posted', attempts: 1 });
    const absentPost = await settledPost(test, owner, absent, 30_000);
    expect(absentPost.targets[0]).toMatchObject({ status: 'posted', attempts: 2 });
    expect(await storedOnSandbox('Out before the crash')).toHaveLength(1);
    expect(await storedOnSandbox('Not out before the crash')).toHaveLength(1);
  });
});

describe('read-back that the network refuses', () => {
  it('fails as uncertain and marks the page for reconnection, instead of checking forever', async () => {
    const networks = test.app.context.networks;
    const current = networks.adapter;
    networks.adapter = async () => ({
      ...real,
      async publish() {
        throw new NetworkError('unknown_outcome', 'timed out');
      },
      async findPublished() {
        throw new NetworkError('reconnect', 'token revoked');
      },
    });
    try {
      const lonelyPage = await sandboxPage(test, owner, 'Lonely Corner');
      const post = await publishNow('Unknowable', [lonelyPage]);
      expect(post.targets[0]).toMatchObject({
        status: 'error',
        errorKey: 'network_token_invalid',
        uncertain: true,
      });
      const [page] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, lonelyPage));
      expect(page?.status).toBe('reconnection_needed');
    } finally {
      networks.adapter = current;
    }
  });
});
