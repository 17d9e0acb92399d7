import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { connectedPage, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPost } from '../planner/test-publications.ts';
import { collectPostFigures } from './collect-post-figures.ts';
import { postFigures } from './schema.ts';

const hour = 3_600_000;
const postedAt = new Date('2030-03-01T09:00:00Z');
let clock = postedAt;
let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let pageId: string;

/** Publishes on the sandbox at `postedAt`, and records the publication as the engine would. */
async function published(text: string) {
  const adapter = await test.app.context.networks.adapter('sandbox');
  const sent = await adapter.publish?.(await connectedPage(test, pageId), {
    text,
    idempotencyKey: `figures-${text}`,
  });
  const { targetIds } = await insertPost(test, owner, {
    scheduledAt: postedAt,
    publications: [{ pageId, status: 'posted', dueAt: postedAt, postedAt, remoteId: sent?.remoteId ?? null }],
  });
  return { targetId: targetIds[0] ?? '', remoteId: sent?.remoteId ?? '' };
}

const snapshots = (targetId: string) =>
  test.app.context.database.db
    .select()
    .from(postFigures)
    .where(eq(postFigures.targetId, targetId))
    .orderBy(asc(postFigures.readAt));

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  owner = await buildUser(test);
  pageId = await sandboxPage(test, owner, 'Checkpoint Bakery');
}, 120_000);
afterAll(() => test.close());

describe('post figures', () => {
  it('are read once at 1 h, 24 h, 7 days and 28 days, growing; a deleted post gets none', async () => {
    const kept = await published('Croissants are back');
    const gone = await published('A post deleted since');
    const adapter = await test.app.context.networks.adapter('sandbox');
    await adapter.deletePost?.(await connectedPage(test, pageId), gone.remoteId);

    clock = new Date(postedAt.getTime() + 30 * 60_000);
    expect(await collectPostFigures(test.app.context, { pageId })).toMatchObject({ snapshots: 0 });
    // Each checkpoint, a little after its time: read once, however many rounds pass.
    for (const [checkpoint, afterMs] of [
      ['1h', hour],
      ['24h', 24 * hour],
      ['7d', 7 * 24 * hour],
      ['28d', 28 * 24 * hour],
    ] as const) {
      clock = new Date(postedAt.getTime() + afterMs + 20 * 60_000);
      expect(await collectPostFigures(test.app.context, { pageId })).toMatchObject({
        snapshots: 1,
        failedPages: 0,
      });
      expect(await collectPostFigures(test.app.context, { pageId })).toMatchObject({ snapshots: 0 });
      expect((await snapshots(kept.targetId)).at(-1)).toMatchObject({
        checkpoint,
        pageId,
        accountId: owner.user.accountId,
      });
    }
    const rows = await snapshots(kept.targetId);
    expect(rows.map((row) => row.checkpoint)).toEqual(['1h', '24h', '7d', '28d']);
    for (const [index, row] of rows.entries()) {
      expect(row.impressions).toBeGreaterThan(index === 0 ? 0 : (rows[index - 1]?.impressions ?? 0));
      expect(row.reach).toBeLessThanOrEqual(row.impressions ?? 0);
    }
    expect(await snapshots(gone.targetId)).toEqual([]);
  });

  it('leave a checkpoint missed past the next one not available', async () => {
    clock = postedAt;
    const late = await published('Read too late');
    // The first round after 2 days: the 1-hour checkpoint has passed its time, the 24-hour one is due.
    clock = new Date(postedAt.getTime() + 48 * hour);
    await collectPostFigures(test.app.context, { pageId });
    expect((await snapshots(late.targetId)).map((row) => row.checkpoint)).toEqual(['24h']);
  });
});
