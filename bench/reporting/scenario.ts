import { type ReportQuery, type ReportSection, reportSections } from '@pagewise/shared/reports';
import type { Auth } from '../../apps/server/src/modules/auth/sessions.ts';
import { readReport } from '../../apps/server/src/modules/reporting/read-report.ts';
import type { UserRow } from '../../apps/server/src/modules/users/schema.ts';
import type { AppContext } from '../../apps/server/src/platform/context.ts';
import { openDatabase } from '../../apps/server/src/platform/database.ts';
import { type ReportingOwner, seedReporting } from './seed.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;
const stats = (times: number[]) => ({
  calls: times.length,
  p50: round(percentile(times, 50)),
  p95: round(percentile(times, 95)),
  max: round(Math.max(...times)),
});

/**
 * Reports over 500 pages × 2 years of daily figures and 1,000,000 publications with their four
 * checkpoints (issue 19), timed through the service the route calls (the SQL and the driver,
 * without HTTP): every section for one page over 30 days (10 pages, each its own), and every
 * section for a group of 50 pages over 90 days (4 groups). Each call: 1 warm-up, then `runs`.
 */
export async function benchReporting(options: {
  url: string;
  pages?: number;
  days?: number;
  posts?: number;
  runs?: number;
  reuse?: boolean;
}) {
  const database = await openDatabase({ databaseUrl: options.url, dataDir: '/tmp' });
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const pages = options.pages ?? 500;
  const days = options.days ?? 730;
  const posts = options.posts ?? 1_000_000;
  const runs = options.runs ?? 5;
  const seedStart = performance.now();
  // A database seeded by an earlier run is measured again as it is (BENCH_REPORTING_REUSE=1).
  const earlier = options.reuse
    ? (
        await database.pool.query(`select a.id as "accountId",
          (select id from users u where u.account_id = a.id limit 1) as "userId",
          array(select id from pages p where p.account_id = a.id order by name) as "pageIds"
        from accounts a where a.name = 'Bench reporting agency' limit 1`)
      ).rows[0]
    : undefined;
  const owner: ReportingOwner = earlier ?? (await seedReporting(database.pool, { pages, days, posts }));
  if (!earlier) {
    for (const table of ['page_figures', 'posts', 'post_targets', 'post_figures']) {
      await database.pool.query(`vacuum analyze ${table}`);
    }
  }
  const seedMs = performance.now() - seedStart;
  // Groups of 50 pages: made once, kept with the seed.
  const groups: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const name = `Bench group ${index + 1}`;
    const found = await database.pool.query(
      'select id from page_groups where account_id = $1 and name = $2',
      [owner.accountId, name],
    );
    let id = found.rows[0]?.id as string | undefined;
    if (!id) {
      id = (
        await database.pool.query('insert into page_groups (account_id, name) values ($1, $2) returning id', [
          owner.accountId,
          name,
        ])
      ).rows[0].id as string;
      await database.pool.query(
        'insert into page_group_members (group_id, page_id) select $1, unnest($2::uuid[])',
        [id, owner.pageIds.slice(index * 100, index * 100 + 50)],
      );
    }
    groups.push(id);
  }
  // The figures' gaps ask the network registry whether a page's network gives daily figures: the sandbox does.
  const context = {
    database,
    now: () => new Date(),
    networks: { adapter: async () => ({ readPageFigures: async () => [] }) },
  } as unknown as Pick<AppContext, 'database' | 'now' | 'networks'>;
  const auth: Auth = {
    user: {
      id: owner.userId,
      accountId: owner.accountId,
      role: 'administrator',
      allPages: true,
      timeZone: null,
    } as UserRow,
    pages: { allPages: true },
    session: { id: 'bench', kind: 'user' },
  };
  const timed = async (section: ReportSection, query: Partial<ReportQuery>, into: number[]) => {
    const full = { period: '30d', sort: 'postedAt', ...query } as ReportQuery;
    await readReport(context, auth, section, full);
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await readReport(context, auth, section, full);
      into.push(performance.now() - start);
    }
  };
  const onePage: number[] = [];
  const onePageBySection: Record<string, number[]> = {};
  for (const pageId of owner.pageIds.filter((_, index) => index % 50 === 7)) {
    for (const section of reportSections) {
      const times: number[] = [];
      await timed(section, { pageId, period: '30d' }, times);
      onePage.push(...times);
      onePageBySection[section] = [...(onePageBySection[section] ?? []), ...times];
    }
  }
  const group: number[] = [];
  const groupBySection: Record<string, number[]> = {};
  for (const groupId of groups) {
    for (const section of reportSections) {
      const times: number[] = [];
      await timed(section, { groupId, period: 'custom', from: dayBack(90), to: dayBack(1) }, times);
      group.push(...times);
      groupBySection[section] = [...(groupBySection[section] ?? []), ...times];
    }
  }
  await database.close();
  const bySection = (times: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(times).map(([section, values]) => [section, stats(values).p95]));
  return {
    pages,
    days,
    posts,
    seedSeconds: round(seedMs / 1000),
    onePage30Days: { ...stats(onePage), p95BySection: bySection(onePageBySection) },
    group50Pages90Days: { ...stats(group), p95BySection: bySection(groupBySection) },
  };
}

function dayBack(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
