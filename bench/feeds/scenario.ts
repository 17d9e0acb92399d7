import { type ChildProcess, fork } from 'node:child_process';
import { startCluster } from '../publishing/cluster.ts';
import { changesInRound2, type FeedServer, feedShapes, startFeedServer } from './feed-server.ts';
import type { RoundResult } from './round-result.ts';

/** Ten times the feeds of issue 7 (issue 15): 100,000 feeds, each round within 5 minutes. */
const feedCount = Number(process.env.BENCH_FEEDS ?? 100_000);
export const feedsRoundTargetMs = 300_000;

export type FeedsResult = {
  feeds: number;
  shapes: readonly string[];
  rounds: (RoundResult & { served: ReturnType<FeedServer['counts']> })[];
  items: number;
  distinctItems: number;
  expectedItems: number;
  sourcesInError: number;
};

function ask(child: ChildProcess, message: object): Promise<RoundResult> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: { result?: RoundResult }) => {
      if (!reply.result) return;
      child.off('message', onMessage);
      resolve(reply.result);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`poller exited with ${code}`)));
    child.send(message);
  });
}

/**
 * 100,000 feeds of six real-world shapes served by a local server, as custom sources of one account
 * in PostgreSQL. Round 1 reads them all (every feed new); round 2 reads them all again, when 60 % of
 * them answer 304 to the conditional GET and 40 % carry one new item. The product's poller runs in
 * its own process (`poller.ts`), as a worker's sweep runs it; its memory is sampled every 100 ms.
 */
export async function benchFeeds(): Promise<FeedsResult> {
  const feeds = await startFeedServer();
  const cluster = await startCluster();
  const host = new URL(feeds.url).host;
  const child = fork(new URL('./poller.ts', import.meta.url).pathname, [], {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      DATABASE_URL: cluster.databaseUrl,
      DATA_DIR: cluster.dataDir,
      APP_SECRET: 'feeds-benchmark-secret-of-at-least-32-characters',
      SMTP_URL: '',
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
      SOURCES_ALLOWED_HOSTS: host,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`poller exited with ${code}`)));
    });
    const {
      rows: [account],
    } = await cluster.pool.query<{ id: string }>(
      "insert into accounts (name) values ('Feeds benchmark') returning id",
    );
    await cluster.pool.query(
      `insert into sources (account_id, name, type, url, feed_url, next_fetch_at)
       select $1, 'Feed ' || n, 'rss', $2 || n, $2 || n, now()
       from generate_series(0, $3 - 1) as n`,
      [account?.id, `${feeds.url}/feeds/`, feedCount],
    );
    const rounds: FeedsResult['rounds'] = [];
    for (const round of [1, 2]) {
      feeds.setRound(round);
      feeds.resetCounts();
      // Every source due now, as if its interval had passed.
      await cluster.pool.query('update sources set next_fetch_at = now()');
      const result = await ask(child, { round });
      rounds.push({ ...result, served: feeds.counts() });
    }
    const {
      rows: [stored],
    } = await cluster.pool.query<{ items: number; distinct: number; errors: number }>(
      `select (select count(*)::int from source_items) as items,
              (select count(distinct (source_id, link))::int from source_items) as distinct,
              (select count(*)::int from sources where status <> 'running') as errors`,
    );
    let changed = 0;
    for (let index = 0; index < feedCount; index += 1) if (changesInRound2(index)) changed += 1;
    child.send({ stop: true });
    return {
      feeds: feedCount,
      shapes: feedShapes,
      rounds,
      items: stored?.items ?? 0,
      distinctItems: stored?.distinct ?? 0,
      expectedItems: feedCount * 15 + changed,
      sourcesInError: stored?.errors ?? 0,
    };
  } finally {
    child.kill('SIGKILL');
    await cluster.stop();
    await feeds.close();
  }
}

export function feedsRows(result: FeedsResult) {
  const [first, second] = result.rounds;
  const within = (round: RoundResult | undefined) =>
    (round?.ms ?? Number.POSITIVE_INFINITY) <= feedsRoundTargetMs;
  return [
    {
      benchmark: `feeds: round 1, ${result.feeds.toLocaleString('en')} feeds read, all new`,
      value: `${first?.ms} ms`,
      target: `≤ ${feedsRoundTargetMs} ms`,
      met: within(first),
    },
    {
      benchmark: `feeds: round 2 (${second?.served.notModified} answered 304)`,
      value: `${second?.ms} ms`,
      target: `≤ ${feedsRoundTargetMs} ms`,
      met: within(second),
    },
    {
      benchmark: 'feeds: items stored / expected (duplicates: stored − distinct)',
      value: `${result.items} / ${result.expectedItems} (${result.items - result.distinctItems})`,
      target: 'equal, 0 duplicates',
      met: result.items === result.expectedItems && result.items === result.distinctItems,
    },
    {
      benchmark: 'feeds: poller live heap after round 1 / after round 2 (MB)',
      value: `${first?.heapMb.after} / ${second?.heapMb.after}`,
      target: 'flat (≤ +20 %)',
      met: (second?.heapMb.after ?? 0) <= (first?.heapMb.after ?? 0) * 1.2,
    },
  ];
}
