import { seedPlannerMonth } from '../planner/seed.ts';
import { type Cluster, startCluster } from '../publishing/cluster.ts';
import { seedOwner } from '../publishing/seed.ts';

/** What the planner benchmark seeds: 20 sandbox pages, 2,000 posts this month (2,400 publications). */
const pageCount = 20;
const postCount = 2_000;

export type Site = {
  cluster: Cluster;
  webUrl: string;
  /** The owner's session token, as the web app stores it after logging in. */
  token: string;
  monthStart: Date;
  publications: number;
};

/**
 * The product as a user meets it: a `web` process serving the built web app on a fresh PostgreSQL
 * database, an owner signed up and confirmed through the API (a worker sends the e-mail and is
 * then stopped), 20 sandbox pages and the planner benchmark's month of 2,000 posts. `webDist`:
 * another build of the web app than `apps/web/dist`.
 */
export async function startSite(options: { webDist?: string } = {}): Promise<Site> {
  const cluster = await startCluster();
  try {
    cluster.spawnRole('web', options.webDist ? { WEB_DIST: options.webDist } : {});
    const worker = cluster.spawnRole('worker');
    await cluster.waitHealthy();
    const owner = await seedOwner(cluster, pageCount);
    await new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.kill('SIGTERM');
    });
    const now = new Date();
    const seeded = await seedPlannerMonth(cluster.pool, owner, { month: now, posts: postCount, now });
    await cluster.pool.query('vacuum analyze posts, post_targets');
    return {
      cluster,
      webUrl: cluster.webUrl,
      token: owner.token,
      monthStart: seeded.monthStart,
      publications: seeded.publications,
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** The planner's month view of `monthStart`, as the address bar holds it. */
export const plannerMonthUrl = (webUrl: string, monthStart: Date) =>
  `${webUrl}/#/dash/planner?view=month&date=${monthStart.toISOString().slice(0, 10)}`;

/** What a logged-in browser holds in its local storage (the classic screens' version flag too). */
export const sessionStorageOf = (token: string) => ({ token, version: 'old' });
