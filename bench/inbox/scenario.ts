import type { InboxQuery } from '@pagewise/shared/inbox';
import type { Auth } from '../../apps/server/src/modules/auth/sessions.ts';
import { countPerTab } from '../../apps/server/src/modules/inbox/counts-per-tab.ts';
import { listInboxItems } from '../../apps/server/src/modules/inbox/list-items.ts';
import type { UserRow } from '../../apps/server/src/modules/users/schema.ts';
import { openDatabase } from '../../apps/server/src/platform/database.ts';
import { seedInbox } from './seed.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The inbox's lists and counts on 1,000,000 items over 500 pages (issue 18): the first page of
 * each filter combination and the counts per tab, timed through the service functions the routes
 * call (the SQL and the driver, without HTTP), for an administrator and for a user limited to 100
 * pages. Each combination: 1 warm-up, then `runs` timed calls.
 */
export async function benchInbox(options: {
  url: string;
  pages?: number;
  items?: number;
  runs?: number;
  reuse?: boolean;
}) {
  const database = await openDatabase({ databaseUrl: options.url, dataDir: '/tmp' });
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const pages = options.pages ?? 500;
  const items = options.items ?? 1_000_000;
  const runs = options.runs ?? 5;
  const seedStart = performance.now();
  // A database seeded by an earlier run is measured again as it is (BENCH_INBOX_REUSE=1).
  const earlier = options.reuse
    ? (
        await database.pool.query(`select a.id as "accountId",
          array(select id from users u where u.account_id = a.id order by email) as "userIds",
          array(select id from pages p where p.account_id = a.id order by remote_id) as "pageIds"
        from accounts a where a.name = 'Bench agency' limit 1`)
      ).rows[0]
    : undefined;
  const owner = earlier ?? (await seedInbox(database.pool, { pages, items }));
  if (!earlier) {
    await database.pool.query('vacuum analyze inbox_items');
    await database.pool.query('vacuum analyze inbox_threads');
  }
  const seedMs = performance.now() - seedStart;
  const context = { database };
  const authOf = (limited: boolean): Auth => ({
    user: {
      id: owner.userIds[1],
      accountId: owner.accountId,
      role: limited ? 'editor' : 'administrator',
      allPages: !limited,
    } as UserRow,
    pages: limited ? { allPages: false, pageIds: new Set(owner.pageIds.slice(0, 100)) } : { allPages: true },
    session: { id: 'bench', kind: 'user' },
  });
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
  const filters: Partial<InboxQuery>[] = [
    {},
    { type: 'rating' },
    { type: 'mention', status: 'flag' },
    { status: 'waiting' },
    { status: 'removed', evaluation: 'bad' },
    { evaluation: 'good', type: 'message' },
    { assignee: owner.userIds[2] },
    { assignee: 'none', status: 'waiting' },
    { assignee: owner.userIds[3], type: 'rating', status: 'flag', evaluation: 'bad' },
    { pageId: owner.pageIds[7] },
    { pageId: owner.pageIds[8], type: 'rating', status: 'waiting' },
    { pageId: owner.pageIds[9], evaluation: 'bad', assignee: owner.userIds[0] },
    { from: at(7) },
    { from: at(200), to: at(190), type: 'mention' },
    { from: at(300), to: at(299), pageId: owner.pageIds[3] },
    { q: 'croissants' },
    { q: 'birthday cake', status: 'waiting' },
    { q: 'sunday', pageId: owner.pageIds[11] },
    { q: 'c4ca4238' },
    { q: 'nothing-matches-this' },
    { conversationState: 'follow_up' },
    { type: 'post', status: 'hided', evaluation: 'normal', assignee: owner.userIds[4] },
  ];
  const tabs = ['feed', 'pinned', 'conversations', 'reviews'] as const;
  const lists: { scope: string; tab: string; filter: string; p50: number; max: number; items: number }[] = [];
  const counts: { scope: string; filter: string; p50: number; max: number }[] = [];
  const allLists: number[] = [];
  const allCounts: number[] = [];
  for (const limited of [false, true]) {
    const auth = authOf(limited);
    const scope = limited ? '100 pages' : 'all pages';
    for (const filter of filters) {
      for (const tab of tabs) {
        const query = { tab, limit: 50, ...filter } as InboxQuery;
        let found = 0;
        await listInboxItems(context, auth, query);
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const start = performance.now();
          found = (await listInboxItems(context, auth, query)).items.length;
          times.push(performance.now() - start);
        }
        allLists.push(...times);
        lists.push({
          scope,
          tab,
          filter: JSON.stringify(filter).replace(/"[0-9a-f-]{36}"/g, 'id'),
          p50: round(percentile(times, 50)),
          max: round(Math.max(...times)),
          items: found,
        });
      }
      await countPerTab(context, auth, filter);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        await countPerTab(context, auth, filter);
        times.push(performance.now() - start);
      }
      allCounts.push(...times);
      counts.push({
        scope,
        filter: JSON.stringify(filter).replace(/"[0-9a-f-]{36}"/g, 'id'),
        p50: round(percentile(times, 50)),
        max: round(Math.max(...times)),
      });
    }
  }
  await database.close();
  return {
    items,
    pages,
    seedSeconds: round(seedMs / 1000),
    lists: {
      calls: allLists.length,
      p50: round(percentile(allLists, 50)),
      p95: round(percentile(allLists, 95)),
      max: round(Math.max(...allLists)),
    },
    counts: {
      calls: allCounts.length,
      p50: round(percentile(allCounts, 50)),
      p95: round(percentile(allCounts, 95)),
      max: round(Math.max(...allCounts)),
    },
    slowestLists: [...lists].sort((a, b) => b.max - a.max).slice(0, 8),
    slowestCounts: [...counts].sort((a, b) => b.max - a.max).slice(0, 8),
  };
}
