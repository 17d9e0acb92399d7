import type { Post } from '@pagewise/shared/posts/post';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { postTargets } from '../posts/schema.ts';
import { sandboxPosts } from '../sandbox/schema.ts';
import { claimDueTargets } from './claim-targets.ts';
import { publishDueJob } from './jobs.ts';
import { drainDue } from './publish-targets.ts';
import { oldWakeUpQueue, replaceOldWakeUps } from './replace-old-wake-ups.ts';
import { sweepForgottenTargets } from './sweep-targets.ts';
import { wakeUpJobId, wakeUpJobs, wakeUpShard, wakeUpShards } from './wake-up-jobs.ts';

describe('wake-up jobs', () => {
  const at = new Date('2026-12-01T12:00:00.000Z');
  const ids = Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('wake publications due together with a few jobs, not one each', () => {
    const jobs = wakeUpJobs(ids.map((id) => ({ id, at })));
    expect(jobs).toHaveLength(wakeUpShards);
    expect(new Set(jobs.map((job) => job.options.id)).size).toBe(wakeUpShards);
    for (const job of jobs) {
      expect(job.options.startAfter).toEqual(at);
      expect(job.payload).toEqual({ at: at.toISOString() });
    }
  });

  it('give a publication the same wake-up when it is queued again, and a new one at a new time', () => {
    const [first] = wakeUpJobs([{ id: ids[7] ?? '', at }]);
    const [again] = wakeUpJobs([{ id: ids[7] ?? '', at: new Date(at) }]);
    const [later] = wakeUpJobs([{ id: ids[7] ?? '', at: new Date(at.getTime() + 1) }]);
    expect(again?.options.id).toBe(first?.options.id);
    expect(later?.options.id).not.toBe(first?.options.id);
  });
});

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let pageId: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  pageId = await sandboxPage(test, owner, 'Wake-up Wharf');
});
afterAll(() => test.close());

/** Posts scheduled an hour ahead, then moved by SQL to `dueAt` (the 10-minute rule stays the API's). */
async function postsDue(count: number, label: string, dueAt: Date) {
  const targetIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await call(test, owner, 'POST', '/api/posts', {
      intent: 'schedule',
      pageIds: [pageId],
      message: `${label} ${i}`,
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    targetIds.push(...(response.json() as Post).targets.map((target) => target.id));
  }
  await test.app.context.database.db
    .update(postTargets)
    .set({ dueAt })
    .where(inArray(postTargets.id, targetIds));
  return targetIds;
}

/** The statuses of these publications, in the order of `ids`. */
async function statusesOf(ids: string[]) {
  const rows = await test.app.context.database.db
    .select({ id: postTargets.id, status: postTargets.status })
    .from(postTargets)
    .where(inArray(postTargets.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.status]));
  return ids.map((id) => byId.get(id));
}

describe('the engine, woken at a due time', () => {
  it('claims what the database says is due, a batch at a time, and leaves retries until their time', async () => {
    const db = test.app.context.database.db;
    const now = Date.now();
    const [older = ''] = await postsDue(1, 'Older', new Date(now - 2000));
    const [newer = ''] = await postsDue(1, 'Newer', new Date(now - 1000));
    const [retrying = ''] = await postsDue(1, 'Retrying', new Date(now - 3000));
    const [future = ''] = await postsDue(1, 'Future', new Date(now + 3600_000));
    await db
      .update(postTargets)
      .set({ status: 'inqueue', nextAttemptAt: new Date(now + 60_000) })
      .where(eq(postTargets.id, retrying));

    const first = await claimDueTargets(test.app.context, new Date(now), 1);
    expect(first.claimed).toHaveLength(1);
    expect(first.posts.size).toBe(1);
    expect(first.pages.get(pageId)?.name).toBe('Wake-up Wharf');
    const rest = await claimDueTargets(test.app.context, new Date(now), 200);
    expect([...first.claimed, ...rest.claimed].map((target) => target.id).sort()).toEqual(
      [older, newer].sort(),
    );
    expect(await statusesOf([retrying, future])).toEqual(['inqueue', 'scheduled']);

    // At its retry time the retry is due, and claimed with its attempt counted.
    const retried = await claimDueTargets(test.app.context, new Date(now + 61_000), 200);
    expect(retried.claimed.map((target) => [target.id, target.attempts])).toEqual([[retrying, 1]]);
    expect(await statusesOf([future])).toEqual(['scheduled']);
    await db.delete(postTargets).where(inArray(postTargets.id, [older, newer, retrying, future]));
  });

  it('drains more than a batch from handlers side by side, each publication once', async () => {
    const ids = await postsDue(230, 'Crowd', new Date(Date.now() - 500));
    const drained = await Promise.all([drainDue(test.app.context), drainDue(test.app.context)]);
    expect(drained[0] + drained[1]).toBe(230);
    expect(new Set(await statusesOf(ids))).toEqual(new Set(['posted']));
    const stored = await test.app.context.database.db
      .select({ key: sandboxPosts.idempotencyKey })
      .from(sandboxPosts)
      .where(inArray(sandboxPosts.idempotencyKey, ids));
    expect(stored).toHaveLength(230);
  });

  it('queues a wake-up for a publication whose own was lost, and it goes out', async () => {
    const [lost = ''] = await postsDue(1, 'Lost wake-up', new Date(Date.now() - 60_000));
    expect(await sweepForgottenTargets(test.app.context)).toBe(true);
    for (let waited = 0; waited < 10_000; waited += 100) {
      if ((await statusesOf([lost]))[0] === 'posted') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusesOf([lost])).toEqual(['posted']);
    expect(await sweepForgottenTargets(test.app.context)).toBe(false);
  });

  it('replaces the wake-ups of an earlier version, one per publication, once', async () => {
    const at = new Date(Date.now() + 2 * 3600_000);
    const [waiting = ''] = await postsDue(1, 'Scheduled before the upgrade', at);
    const { boss } = test.app.context.queue;
    await boss.createQueue(oldWakeUpQueue);
    expect(await replaceOldWakeUps(test.app.context)).toBeGreaterThanOrEqual(1);
    expect(await boss.getQueue(oldWakeUpQueue)).toBeNull();
    const job = await boss.getJobById(publishDueJob.name, wakeUpJobId(at, wakeUpShard(waiting)));
    expect(job?.startAfter.getTime()).toBe(at.getTime());
    expect(await replaceOldWakeUps(test.app.context)).toBe(0);
  });
});
