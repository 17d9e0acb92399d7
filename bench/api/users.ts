import { startCluster } from '../publishing/cluster.ts';
import { type Account, draftBody, seedAccount, weekOf } from './seed-account.ts';

const userCount = Number(process.env.BENCH_USERS ?? 200);
const seconds = Number(process.env.BENCH_USERS_SECONDS ?? 300);
/** A person reads a screen before the next action: 3 to 8 s. */
const thinkMs = { min: 3000, max: 8000 };
/** Each user's own data, as a small business has it: a few pages, a week of drafts. */
const perUser = { pages: 3, drafts: 20 };
/** p99 of every request of the four screens (issue 15). */
export const usersTargetP99Ms = 200;

type Timing = { route: string; ms: number; ok: boolean };

export type UsersResult = {
  users: number;
  seconds: number;
  perUser: typeof perUser;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  routes: { route: string; requests: number; errors: number; p50Ms: number; p99Ms: number; maxMs: number }[];
  /** Logging in (argon2 on purpose), once per user at the start: not one of the four screens. */
  login: { p50Ms: number; maxMs: number; errors: number };
  firstErrors: string[];
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** The screen a draw in [0, total of the weights) falls on. */
function pickScreen(screens: [number, () => Promise<void>][], draw: number): () => Promise<void> {
  let left = draw;
  for (const [weight, screen] of screens) {
    if (left < weight) return screen;
    left -= weight;
  }
  return screens[0]?.[1] ?? (async () => {});
}

/** One person using the dashboard: logs in, then goes from screen to screen until `until`. */
async function simulate(
  webUrl: string,
  account: Account,
  until: number,
  record: (timing: Timing) => void,
  errors: string[],
) {
  let token = '';
  const call = async (route: string, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    let ok = false;
    let answer: unknown;
    try {
      const response = await fetch(`${webUrl}/api${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          accept: 'application/json',
          // As a browser asks: compressed answers.
          'accept-encoding': 'gzip, deflate, br',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      ok = response.ok;
      if (!ok && errors.length < 20) errors.push(`${route}: ${response.status} ${text.slice(0, 200)}`);
      answer = ok && text ? JSON.parse(text) : undefined;
    } catch (error) {
      if (errors.length < 20) errors.push(`${route}: ${String(error)}`);
    }
    record({ route, ms: performance.now() - started, ok });
    return answer as Record<string, unknown> | undefined;
  };

  const login = await call('POST /api/auth/login', 'POST', '/auth/login', {
    email: account.email,
    password: account.password,
  });
  token = (login?.token as string | undefined) ?? account.token;
  await call('GET /api/users/me', 'GET', '/users/me');
  const postIds = [...account.postIds];
  const timeZone = 'Europe/Paris';
  let drafts = postIds.length;
  const screens: [number, () => Promise<void>][] = [
    // The planner: the week, sometimes the month (its own request), with the pages and groups.
    [
      3,
      async () => {
        const { from, to } = weekOf(new Date());
        await call('GET /api/pages', 'GET', '/pages');
        await call('GET /api/groups', 'GET', '/groups');
        if (Math.random() < 0.7) {
          await call(
            'GET /api/planner (week)',
            'GET',
            `/planner?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })}`,
          );
        } else {
          const monthFrom = new Date(from.getTime() - 14 * 86_400_000);
          const monthTo = new Date(monthFrom.getTime() + 42 * 86_400_000);
          await call(
            'GET /api/planner (month)',
            'GET',
            `/planner?${new URLSearchParams({ from: monthFrom.toISOString(), to: monthTo.toISOString(), perDay: '4', timeZone })}`,
          );
        }
      },
    ],
    // The posts list, sometimes filtered by status.
    [
      3,
      async () => {
        const status = Math.random() < 0.7 ? 'all' : 'draft';
        await call('GET /api/posts', 'GET', `/posts?status=${status}&limit=50&offset=0`);
      },
    ],
    // The composer: a new draft, or an edit of one of the user's own, saved.
    [
      2,
      async () => {
        await call('GET /api/pages', 'GET', '/pages');
        const at = new Date(Date.now() + between(1, 6) * 86_400_000);
        const pageIds = account.pageIds.slice(0, 1 + Math.floor(Math.random() * account.pageIds.length));
        if (postIds.length > 0 && Math.random() < 0.5) {
          const id = postIds[Math.floor(Math.random() * postIds.length)];
          await call(
            'PUT /api/posts/:id (composer save)',
            'PUT',
            `/posts/${id}`,
            draftBody(drafts, pageIds, at),
          );
        } else {
          drafts += 1;
          const saved = await call(
            'POST /api/posts (composer save)',
            'POST',
            '/posts',
            draftBody(drafts, pageIds, at),
          );
          if (saved?.id) postIds.push(saved.id as string);
        }
      },
    ],
    // The pages list with its groups.
    [
      2,
      async () => {
        await call('GET /api/pages', 'GET', '/pages');
        await call('GET /api/groups', 'GET', '/groups');
      },
    ],
  ];
  const total = screens.reduce((sum, [weight]) => sum + weight, 0);
  while (Date.now() < until) {
    await sleep(between(thinkMs.min, thinkMs.max));
    if (Date.now() >= until) break;
    await pickScreen(screens, Math.random() * total)();
  }
}

/**
 * `BENCH_USERS` (200) simulated people for `BENCH_USERS_SECONDS` (300), on PostgreSQL, one `web`
 * process: each signs up its own account through the API (its own pages and drafts), then logs in
 * and uses the planner, the posts list, the composer and the pages list with 3–8 s between actions,
 * as a person would. Every request's time from sending to the last byte is kept.
 */
export async function benchUsers(): Promise<UsersResult> {
  const cluster = await startCluster();
  try {
    cluster.spawnRole('web');
    const mailer = cluster.spawnRole('worker');
    await cluster.waitHealthy();
    const accounts: Account[] = [];
    // Ten sign-ups at a time: each costs the server an argon2 hash and a confirmation e-mail.
    for (let start = 0; start < userCount; start += 10) {
      accounts.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, userCount - start) }, () => seedAccount(cluster, perUser)),
        )),
      );
    }
    mailer.kill('SIGTERM');
    await cluster.pool.query('analyze');
    const timings: Timing[] = [];
    const errors: string[] = [];
    const until = Date.now() + seconds * 1000;
    // Arrivals spread over the first 30 s, as people open the dashboard, not all in one instant.
    await Promise.all(
      accounts.map(async (account, index) => {
        await sleep((index / accounts.length) * 30_000);
        await simulate(cluster.webUrl, account, until, (timing) => timings.push(timing), errors);
      }),
    );
    return summarise(timings, errors);
  } finally {
    await cluster.stop();
  }
}

function summarise(timings: Timing[], firstErrors: string[]): UsersResult {
  const screens = timings.filter((timing) => timing.route !== 'POST /api/auth/login');
  const logins = timings.filter((timing) => timing.route === 'POST /api/auth/login');
  const sorted = (list: Timing[]) => list.map((timing) => timing.ms).sort((a, b) => a - b);
  const all = sorted(screens);
  const routes = [...new Set(screens.map((timing) => timing.route))].sort().map((route) => {
    const own = screens.filter((timing) => timing.route === route);
    const times = sorted(own);
    return {
      route,
      requests: own.length,
      errors: own.filter((timing) => !timing.ok).length,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      maxMs: round(times[times.length - 1] ?? 0),
    };
  });
  const loginTimes = sorted(logins);
  return {
    users: userCount,
    seconds,
    perUser,
    requests: screens.length,
    errors: screens.filter((timing) => !timing.ok).length,
    p50Ms: round(percentile(all, 50)),
    p95Ms: round(percentile(all, 95)),
    p99Ms: round(percentile(all, 99)),
    maxMs: round(all[all.length - 1] ?? 0),
    routes,
    login: {
      p50Ms: round(percentile(loginTimes, 50)),
      maxMs: round(loginTimes[loginTimes.length - 1] ?? 0),
      errors: logins.filter((timing) => !timing.ok).length,
    },
    firstErrors,
  };
}

export function usersRows(result: UsersResult) {
  return [
    {
      benchmark: `${result.users} simulated users for ${result.seconds} s (PostgreSQL, one web process): p99 of ${result.requests} requests of the planner, posts list, composer save and pages list (p50 ${result.p50Ms}, p95 ${result.p95Ms}, max ${result.maxMs} ms)`,
      value: `${result.p99Ms} ms`,
      target: `< ${usersTargetP99Ms} ms`,
      met: result.p99Ms < usersTargetP99Ms,
    },
    {
      benchmark: 'simulated users: requests answered with an error (login included)',
      value: result.errors + result.login.errors,
      target: '0',
      met: result.errors + result.login.errors === 0,
    },
  ];
}
