import type { CompetitorFigures } from '../adapter.ts';
import { type Call, userByName } from './account-posts.ts';
import type { XPage, XTweet } from './x-client.ts';

/**
 * Another account's public figures (docs.x.com, user lookup and user posts timeline): its name,
 * picture and followers (`GET /2/users/by/username/:username`, `public_metrics`), then its latest
 * 100 own posts (`GET /2/users/:id/tweets`, retweets left out: their counts are the original's),
 * each one's interactions being its likes, replies, retweets and quotes. A post X gives no
 * `public_metrics` for has interactions null. An unknown name is not found (404).
 */
export async function readXCompetitor(
  call: Call,
  handle: string,
  largePicture: (url: string) => string,
): Promise<CompetitorFigures> {
  const user = await userByName(call, handle, 'public_metrics,profile_image_url,name');
  const timeline = await call<XPage<XTweet>>({
    path: `/2/users/${user.id}/tweets`,
    query: { max_results: '100', exclude: 'retweets', 'tweet.fields': 'public_metrics,created_at' },
  });
  return {
    handle: user.username,
    name: user.name,
    pictureUrl: user.profile_image_url ? largePicture(user.profile_image_url) : null,
    followers: user.public_metrics?.followers_count ?? null,
    posts: (timeline.data ?? []).flatMap((tweet) =>
      tweet.created_at
        ? [{ remoteId: tweet.id, createdAt: tweet.created_at, interactions: interactionsOf(tweet) }]
        : [],
    ),
  };
}

function interactionsOf(tweet: XTweet): number | null {
  const metrics = tweet.public_metrics;
  if (!metrics) return null;
  return metrics.like_count + metrics.reply_count + metrics.retweet_count + metrics.quote_count;
}
