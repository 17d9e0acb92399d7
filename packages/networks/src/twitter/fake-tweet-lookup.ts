import type { FakeRequest, FakeResponse } from '../fake/fake-api.ts';
import type { FakeTweet } from './fake.ts';

const nonPublicMs = 30 * 86_400_000;

/**
 * `GET /2/tweets?ids=` as X answers it (docs.x.com, tweets lookup): the tweets found in `data`, the
 * others in `errors` as resource-not-found; `non_public_metrics` only for the caller's own tweets
 * under 30 days old (else a field error and the tweet left out of `data`); `url_link_clicks` only
 * for a tweet with a link.
 */
export function lookUpTweets(
  request: FakeRequest,
  userId: string,
  tweets: FakeTweet[],
  shown: (tweet: FakeTweet) => Record<string, unknown>,
): FakeResponse {
  const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > 100)
    return {
      status: 400,
      json: { title: 'Invalid Request', detail: 'ids must hold 1 to 100 ids', status: 400 },
    };
  const nonPublic = (request.query.get('tweet.fields') ?? '').split(',').includes('non_public_metrics');
  const data: Record<string, unknown>[] = [];
  const errors: Record<string, unknown>[] = [];
  for (const id of ids) {
    const tweet = tweets.find((entry) => entry.id === id);
    if (!tweet) {
      errors.push({
        value: id,
        detail: `Could not find tweet with ids: [${id}].`,
        title: 'Not Found Error',
        resource_type: 'tweet',
        parameter: 'ids',
        resource_id: id,
        type: 'https://api.twitter.com/2/problems/resource-not-found',
      });
    } else if (
      nonPublic &&
      (tweet.authorId !== userId || Date.now() - Date.parse(tweet.createdAt) > nonPublicMs)
    ) {
      errors.push({
        value: id,
        detail: 'Sorry, you are not authorized to access non_public_metrics on this Tweet.',
        title: 'Field Authorization Error',
        resource_type: 'tweet',
        field: 'non_public_metrics',
        resource_id: id,
        type: 'https://api.twitter.com/2/problems/not-authorized-for-field',
      });
    } else {
      const hasLink = /https?:\/\//.test(tweet.sentText);
      const clicks = {
        impression_count: tweet.metrics.impression_count,
        user_profile_clicks: tweet.profileClicks ?? 0,
      };
      data.push({
        ...shown(tweet),
        ...(nonPublic
          ? { non_public_metrics: hasLink ? { ...clicks, url_link_clicks: tweet.linkClicks ?? 0 } : clicks }
          : {}),
      });
    }
  }
  return { json: { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) } };
}
