import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from '../../platform/queue.ts';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { postTargets } from '../posts/schema.ts';
import { nextDueAt, startDueWaker } from './due-waker.ts';

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
});
afterAll(() => test.close());

/** A scheduled post on a sandbox page, its publication then moved to `dueAt`. */
async function dueAt(dueAt: Date) {
  const pageId = await sandboxPage(test, owner, `Waker page ${dueAt.getTime()}`);
  const response = await call(test, owner, 'POST', '/api/posts', {
    intent: 'schedule',
    pageIds: [pageId],
    message: 'On the dot',
    scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as Post;
  await test.app.context.database.db.update(postTargets).set({ dueAt }).where(eq(postTargets.postId, id));
}

describe('the due waker', () => {
  it('finds the next publication waiting to go out', async () => {
    const due = new Date(Date.now() + 40 * 60_000);
    await dueAt(due);
    const next = await nextDueAt(test.app.context, new Date(due.getTime() - 1));
    expect(next?.getTime()).toBe(due.getTime());
    const after = await nextDueAt(test.app.context, due);
    expect(after === null || after.getTime() > due.getTime()).toBe(true);
  });

  it('wakes the publishing handlers at the due time rather than at their next poll', async () => {
    const due = new Date(Date.now() + 700);
    await dueAt(due);
    const wakes: number[] = [];
    const queue = { wake: () => wakes.push(Date.now()) } as unknown as Queue;
    const stop = startDueWaker({
      database: test.app.context.database,
      logger: test.app.context.logger,
      queue,
    });
    try {
      for (let waited = 0; wakes.length === 0 && waited < 3000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    expect(wakes[0]).toBeGreaterThanOrEqual(due.getTime());
    // The queue's poll alone could come up to 500 ms late; the waker comes a few milliseconds after.
    expect((wakes[0] ?? Number.POSITIVE_INFINITY) - due.getTime()).toBeLessThan(450);
  });
});
