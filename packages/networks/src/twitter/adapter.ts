import { networkRules } from '@pagewise/shared/networks/rules';
import type {
  ConnectedPage,
  InboxBatch,
  InboxItem,
  NetworkAdapter,
  OutgoingPost,
  PageMetrics,
  PublishedPost,
} from '../adapter.ts';
import { firstReadLookbackMs, notAllowed } from '../inbox-streams.ts';
import { NetworkError } from '../network-error.ts';
import { readAccountTweets } from './account-posts.ts';
import { readXCompetitor } from './competitor.ts';
import { readXPageFigures, readXPostFigures } from './figures.ts';
import { uploadImage, uploadVideo } from './media-upload.ts';
import { exchangeTwitterCode, refreshTwitterToken, twitterAuthorizationUrl } from './oauth.ts';
import { tweetBody } from './tweet-body.ts';
import { isReplyOf, isTweetOf, readBackWindowMs } from './tweet-match.ts';
import { dailyMetrics } from './tweet-metrics.ts';
import { allPages, type TwitterConfig, type XPage, type XTweet, type XUser, xRequest } from './x-client.ts';

const rules = networkRules.twitter;

/** X (Twitter) through the X API v2 with OAuth 2.0 user tokens. */
export function createTwitterAdapter(config: TwitterConfig): NetworkAdapter {
  const call = <T>(page: ConnectedPage, request: Parameters<typeof xRequest>[2]) =>
    xRequest<T>(config, page.credentials, request);

  const timeline = (page: ConnectedPage, since: Date, maxPages: number, fields: string) =>
    allPages<XTweet>(
      (token) =>
        call(page, {
          path: `/2/users/${page.remoteId}/tweets`,
          query: {
            max_results: '100',
            start_time: since.toISOString(),
            'tweet.fields': fields,
            pagination_token: token,
          },
        }),
      maxPages,
    );

  return {
    kind: 'twitter',
    rules,
    authorizationUrl: (request) => twitterAuthorizationUrl(config, request),
    exchangeCode: (exchange) => exchangeTwitterCode(config, exchange),
    refresh: (credentials) => refreshTwitterToken(config, credentials),

    async listPages(credentials) {
      const me = await xRequest<{ data: XUser }>(config, credentials, {
        path: '/2/users/me',
        query: { 'user.fields': 'profile_image_url' },
      });
      const user = me.data;
      return [
        {
          remoteId: user.id,
          name: `${user.name} (@${user.username})`,
          ...(user.profile_image_url ? { pictureUrl: largeProfileImage(user.profile_image_url) } : {}),
          credentials,
        },
      ];
    },

    async publish(page, post) {
      const mediaIds: string[] = [];
      if (post.video) mediaIds.push(await uploadVideo(config, page.credentials, post.video));
      else
        for (const image of (post.images ?? []).slice(0, rules.images?.carouselMax ?? 4))
          mediaIds.push(await uploadImage(config, page.credentials, image));
      const created = await call<{ data: { id: string } }>(page, {
        method: 'POST',
        path: '/2/tweets',
        json: tweetBody(post, mediaIds),
        mutates: true,
      });
      return published(created.data.id);
    },

    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const since = new Date(Date.now() - readBackWindowMs);
      const { data } = await timeline(page, since, 2, 'created_at');
      const match = data.find((tweet) => isTweetOf(tweet, post));
      return match ? published(match.id) : null;
    },

    async deletePost(page, remoteId) {
      await call(page, { method: 'DELETE', path: `/2/tweets/${remoteId}`, mutates: true });
    },

    // Mentions hold the replies too (a reply names whom it answers): one stream, read from the
    // newest tweet id seen (since_id), the documented way to read a timeline incrementally.
    inboxStreams: ['mentions'],
    async readInbox(page, read): Promise<InboxBatch> {
      if (read.stream !== 'mentions') throw notAllowed(`X gives no ${read.stream} to read`);
      const from = read.cursor
        ? { since_id: read.cursor }
        : { start_time: new Date(Date.now() - firstReadLookbackMs).toISOString() };
      const { data, users } = await allPages<XTweet>(
        (token) =>
          call<XPage<XTweet>>(page, {
            path: `/2/users/${page.remoteId}/mentions`,
            query: {
              max_results: '100',
              ...from,
              'tweet.fields': 'created_at,author_id,in_reply_to_user_id,referenced_tweets',
              expansions: 'author_id',
              'user.fields': 'name,username',
              pagination_token: token,
            },
          }),
        5,
      );
      const items = data.map((tweet): InboxItem => {
        const author = users.find((user) => user.id === tweet.author_id);
        const repliedTo = tweet.referenced_tweets?.find((reference) => reference.type === 'replied_to');
        return {
          remoteId: tweet.id,
          // A reply to the page's own post is a comment; any other tweet naming it is a mention.
          type: tweet.in_reply_to_user_id === page.remoteId ? 'comment' : 'mention',
          authorName: author ? `${author.name} (@${author.username})` : (tweet.author_id ?? 'unknown'),
          ...(tweet.author_id ? { authorRemoteId: tweet.author_id } : {}),
          ...(author ? { authorUrl: `https://x.com/${author.username}` } : {}),
          text: tweet.text,
          createdAt: tweet.created_at ?? new Date().toISOString(),
          url: `https://x.com/${author?.username ?? 'i'}/status/${tweet.id}`,
          ...(repliedTo ? { postRemoteId: repliedTo.id } : {}),
        };
      });
      // Tweet ids grow with time: the largest is the newest.
      const newest = data.reduce<string | null>(
        (top, tweet) => (top === null || BigInt(tweet.id) > BigInt(top) ? tweet.id : top),
        read.cursor,
      );
      return { items, cursor: newest };
    },

    /** Read-back of a reply: the account's recent tweets, one replying to the item with this text. */
    async findReply(page, itemRemoteId, reply) {
      const since = new Date(Date.now() - readBackWindowMs);
      const { data } = await timeline(page, since, 2, 'created_at,referenced_tweets');
      const match = data.find((tweet) => isReplyOf(tweet, itemRemoteId, reply.text));
      return match ? { remoteId: match.id } : null;
    },

    async reply(page, itemRemoteId, text) {
      const created = await call<{ data: { id: string } }>(page, {
        method: 'POST',
        path: '/2/tweets',
        json: { text, reply: { in_reply_to_tweet_id: itemRemoteId } },
        mutates: true,
      });
      return { remoteId: created.data.id };
    },

    /** Likes a mention or a reply as the account (`POST /2/users/:id/likes`): liking again changes nothing. */
    async like(page, itemRemoteId) {
      await call(page, {
        method: 'POST',
        path: `/2/users/${page.remoteId}/likes`,
        json: { tweet_id: itemRemoteId },
        mutates: true,
      });
    },

    /** X answers `{ retweeted: true }` and, in the current docs, the retweet's id; the original's stands in without it. */
    async repost(page, remoteId) {
      const answer = await call<{ data: { id?: string; retweeted: boolean } }>(page, {
        method: 'POST',
        path: `/2/users/${page.remoteId}/retweets`,
        json: { tweet_id: remoteId },
        mutates: true,
      });
      return { remoteId: answer.data.id ?? remoteId };
    },

    async moderate(page, itemRemoteId, action) {
      if (action === 'delete') {
        const reason = 'X lets an account delete only its own posts; hide the reply instead';
        throw new NetworkError('rejected', reason, { reason });
      }
      await call(page, {
        method: 'PUT',
        path: `/2/tweets/${itemRemoteId}/hidden`,
        json: { hidden: action === 'hide' },
        mutates: true,
      });
    },

    readAccountPosts: (page, account) => readAccountTweets((request) => call(page, request), account),
    readCompetitor: (page, handle) =>
      readXCompetitor((request) => call(page, request), handle, largeProfileImage),

    async readMetrics(page, days): Promise<PageMetrics> {
      const user = await call<{ data: XUser }>(page, {
        path: `/2/users/${page.remoteId}`,
        query: { 'user.fields': 'public_metrics' },
      });
      const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const { data } = await timeline(page, since, 10, 'created_at,public_metrics');
      return { followers: user.data.public_metrics?.followers_count ?? 0, ...dailyMetrics(data, days) };
    },
    readPageFigures: (page) => readXPageFigures((request) => call(page, request), page),
    readPostFigures: (page, remoteIds) => readXPostFigures((request) => call(page, request), remoteIds),
  };
}

function published(id: string): PublishedPost {
  return { remoteId: id, url: `https://x.com/i/web/status/${id}` };
}

/**
 * X's `profile_image_url` is the 48×48 `_normal` variant; the same address with `_400x400` is the
 * 400×400 one (developer.x.com, "User profile images and banners").
 */
export function largeProfileImage(url: string): string {
  return url.replace(/_normal(\.\w+)$/, '_400x400$1');
}
