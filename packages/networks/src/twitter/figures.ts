import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, givenFigures, inGroups, sumOfGiven } from '../figure-days.ts';
import type { XRequest, XTweet, XUser } from './x-client.ts';

type Call = <T>(request: XRequest) => Promise<T>;
type Lookup = { data?: (XTweet & { non_public_metrics?: { url_link_clicks?: number } })[] };

/** X gives a tweet's non-public figures (link clicks) for 30 days after it was posted, to its author. */
const nonPublicDays = 30;

/**
 * X keeps no daily history of an account: only its followers now (`public_metrics`), given as
 * the last complete day's. Nothing else of the page is given.
 */
export async function readXPageFigures(
  call: Call,
  page: ConnectedPage,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const [date] = completeDays(1, now);
  const user = await call<{ data?: XUser }>({
    path: `/2/users/${page.remoteId}`,
    query: { 'user.fields': 'public_metrics' },
  });
  return date ? [{ date, ...givenFigures({ followers: user.data?.public_metrics?.followers_count }) }] : [];
}

/**
 * Tweets by id (`GET /2/tweets?ids=`, 100 a call): impressions, likes, replies, retweets and quotes
 * from `public_metrics`, link clicks from `non_public_metrics` for those under 30 days old. A tweet
 * X no longer has comes back in `errors`, not `data`, and is left out.
 */
export async function readXPostFigures(
  call: Call,
  remoteIds: string[],
  now = new Date(),
): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (const ids of inGroups(remoteIds, 100)) {
    const found = await call<Lookup>({
      path: '/2/tweets',
      query: { ids: ids.join(','), 'tweet.fields': 'created_at,public_metrics' },
    });
    const recent = (found.data ?? [])
      .filter((tweet) => now.getTime() - Date.parse(tweet.created_at ?? '') < nonPublicDays * 86_400_000)
      .map((tweet) => tweet.id);
    const clicks = new Map<string, number | undefined>();
    if (recent.length > 0) {
      const own = await call<Lookup>({
        path: '/2/tweets',
        query: { ids: recent.join(','), 'tweet.fields': 'non_public_metrics' },
      });
      for (const tweet of own.data ?? []) clicks.set(tweet.id, tweet.non_public_metrics?.url_link_clicks);
    }
    for (const tweet of found.data ?? []) {
      const metrics = tweet.public_metrics;
      figures.push({
        remoteId: tweet.id,
        ...givenFigures({
          impressions: metrics?.impression_count,
          reactions: metrics?.like_count,
          comments: metrics?.reply_count,
          shares: sumOfGiven(metrics?.retweet_count, metrics?.quote_count),
          clicks: clicks.get(tweet.id),
        }),
      });
    }
  }
  return figures;
}
