import { randomBytes } from 'node:crypto';
import { xWeightedLength } from '@pagewise/shared/networks/text-length';
import type { Credentials } from '../adapter.ts';
import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { FakeOAuth } from '../fake/fake-oauth.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { lookUpTweets } from './fake-tweet-lookup.ts';
import { twitterScopes } from './oauth.ts';

export type FakeXMedia = {
  checksLeft: number;
  total: number;
  segments: Map<number, Buffer>;
  /** The whole file, once FINALIZE put the segments together. */
  bytes?: Buffer;
  appends?: number;
  outcome: 'succeeded' | 'failed';
};
export type FakeXUser = { id: string; name: string; username: string; followers: number };
export type FakeTweet = {
  id: string;
  authorId: string;
  /** As sent; `text` below is what X shows (t.co links). */
  sentText: string;
  createdAt: string;
  mediaIds: string[];
  replySettings?: string;
  poll?: { options: string[]; duration_minutes: number };
  inReplyToTweetId?: string;
  hidden: boolean;
  metrics: {
    impression_count: number;
    like_count: number;
    retweet_count: number;
    reply_count: number;
    quote_count: number;
  };
  /** X gives no `public_metrics` for it (a case the adapter must bear). */
  withoutPublicMetrics?: boolean;
  /** Its non-public figures (`non_public_metrics`), as its author sees them. */
  linkClicks?: number;
  profileClicks?: number;
};

/** X API v2 as documented, with the state tests look at. Access tokens live 2 hours (docs.x.com). */
export async function startFakeTwitter() {
  const oauth = new FakeOAuth({ accessSeconds: 7200, refreshSeconds: 180 * 24 * 3600, rotateRefresh: true });
  const state = {
    oauth,
    users: [
      { id: '1001', name: 'Pagewise Demo', username: 'pagewise', followers: 1200 },
      { id: '2002', name: 'A Fan', username: 'fan', followers: 3 },
    ] as FakeXUser[],
    tweets: [] as FakeTweet[],
    /** Retweets made, as X keeps them: one per user and tweet. */
    retweets: [] as { id: string; userId: string; tweetId: string }[],
    likes: [] as { userId: string; tweetId: string }[],
    media: new Map<string, FakeXMedia>(),
    /** How X processes an uploaded video: STATUS says `in_progress` this many times, then the outcome. */
    videoProcessing: { checks: 1, checkAfterSecs: 2, outcome: 'succeeded' } as {
      checks: number;
      checkAfterSecs: number;
      outcome: 'succeeded' | 'failed';
    },
  };
  const problem = (status: number, title: string, detail: string): FakeResponse => ({
    status,
    json: { title, detail, type: 'about:blank', status },
  });
  const authedAsync =
    (scope: string, handler: (request: FakeRequest) => Promise<FakeResponse>) =>
    (request: FakeRequest): FakeResponse | Promise<FakeResponse> => {
      const refused = authed(scope, () => ({ status: 200 }))(request);
      return refused.status === 200 ? handler(request) : refused;
    };
  const authed =
    (scope: string, handler: (request: FakeRequest, userId: string) => FakeResponse) =>
    (request: FakeRequest): FakeResponse => {
      const check = oauth.check(request.headers.authorization, scope);
      if (check.ok) return handler(request, check.token.userId);
      return check.problem === 'scope'
        ? problem(403, 'Forbidden', 'Forbidden')
        : problem(401, 'Unauthorized', 'Unauthorized');
    };
  const shown = (tweet: FakeTweet) => ({
    id: tweet.id,
    text: `${tweet.sentText.replace(/https?:\/\/\S+/g, () => tco())}${tweet.mediaIds.length ? ` ${tco()}` : ''}`,
    created_at: tweet.createdAt,
    author_id: tweet.authorId,
    ...(tweet.withoutPublicMetrics ? {} : { public_metrics: tweet.metrics }),
    ...(tweet.inReplyToTweetId
      ? {
          referenced_tweets: [{ type: 'replied_to', id: tweet.inReplyToTweetId }],
          in_reply_to_user_id: state.tweets.find((t) => t.id === tweet.inReplyToTweetId)?.authorId,
        }
      : {}),
  });
  const since = (request: FakeRequest) => (tweet: FakeTweet) =>
    tweet.createdAt >= (request.query.get('start_time') ?? '');
  const newest = (a: FakeTweet, b: FakeTweet) => b.createdAt.localeCompare(a.createdAt);
  const postTweet = (body: Record<string, unknown>, authorId: string): FakeResponse => {
    const text = String(body.text ?? '');
    if (state.tweets.some((tweet) => tweet.authorId === authorId && tweet.sentText === text && text))
      return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    // X counts with its twitter-text rules (a link 23, CJK and emoji 2) and refuses over 280.
    if (xWeightedLength(text) > 280)
      return problem(
        400,
        'Invalid Request',
        'Your Tweet text is too long. For more information on how Twitter determines text length see https://github.com/twitter/twitter-text.',
      );
    const media = (body.media as { media_ids?: string[] } | undefined)?.media_ids ?? [];
    // POST /2/tweets: `poll.options` 2 to 4 of 1–25 characters, `poll.duration_minutes` 5 to 10,080.
    const poll = body.poll as { options?: unknown; duration_minutes?: unknown } | undefined;
    if (poll) {
      const options = Array.isArray(poll.options) ? poll.options : [];
      const minutes = poll.duration_minutes;
      if (
        options.length < 2 ||
        options.length > 4 ||
        options.some((option) => typeof option !== 'string' || option.length < 1 || option.length > 25) ||
        !Number.isInteger(minutes) ||
        Number(minutes) < 5 ||
        Number(minutes) > 10_080
      )
        return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.');
    }
    const tweet: FakeTweet = {
      id: String(1_800_000_000_000 + state.tweets.length + 1),
      authorId,
      sentText: text,
      createdAt: new Date().toISOString(),
      mediaIds: media,
      hidden: false,
      metrics: { impression_count: 0, like_count: 0, retweet_count: 0, reply_count: 0, quote_count: 0 },
      ...(body.reply_settings ? { replySettings: String(body.reply_settings) } : {}),
      ...(body.poll ? { poll: body.poll as FakeTweet['poll'] } : {}),
      ...(body.reply
        ? { inReplyToTweetId: (body.reply as { in_reply_to_tweet_id: string }).in_reply_to_tweet_id }
        : {}),
    };
    state.tweets.push(tweet);
    return { status: 201, json: { data: { id: tweet.id, text: shown(tweet).text } } };
  };

  const api: FakeApi = new FakeApi()
    .on('GET', '/i/oauth2/authorize', (request) => {
      const code = oauth.approve(
        state.users[0]?.id ?? '1001',
        (request.query.get('scope') ?? '').split(' '),
        request.query.get('redirect_uri') ?? '',
        request.query.get('code_challenge') ?? undefined,
      );
      const back = new URL(request.query.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    })
    .on('POST', '/2/oauth2/token', (request) => {
      const form = request.body as Record<string, string>;
      const token =
        form.grant_type === 'refresh_token'
          ? oauth.refresh(form.refresh_token ?? '')
          : oauth.exchange(form.code ?? '', form.redirect_uri ?? '', form.code_verifier);
      if (!token)
        return {
          status: 400,
          json: { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' },
        };
      return {
        json: {
          token_type: 'bearer',
          expires_in: 7200,
          access_token: token.accessToken,
          refresh_token: token.refreshToken,
          scope: token.scopes.join(' '),
        },
      };
    })
    .on(
      'GET',
      '/2/users/me',
      authed('users.read', (_request, userId) => ({ json: { data: userJson(userId) } })),
    )
    .on(
      'GET',
      '/2/users/by/username/:username',
      authed('users.read', (request) => {
        const name = (request.params.username ?? '').toLowerCase();
        const user = state.users.find((candidate) => candidate.username.toLowerCase() === name);
        // X answers an unknown name with 200 and an errors list (docs.x.com, user lookup).
        if (!user)
          return {
            json: {
              errors: [
                {
                  value: request.params.username,
                  detail: `Could not find user with username: [${request.params.username}].`,
                  title: 'Not Found Error',
                  resource_type: 'user',
                  type: 'https://api.twitter.com/2/problems/resource-not-found',
                },
              ],
            },
          };
        return { json: { data: userJson(user.id) } };
      }),
    )
    .on(
      'GET',
      '/2/users/:id',
      authed('users.read', (request) => ({ json: { data: userJson(request.params.id ?? '') } })),
    )
    .on(
      'GET',
      '/2/users/:id/tweets',
      authed('tweet.read', (request) => {
        const excluded = (request.query.get('exclude') ?? '').split(',');
        const tweets = state.tweets
          .filter((t) => t.authorId === request.params.id)
          .filter(since(request))
          .filter((t) => !(excluded.includes('replies') && t.inReplyToTweetId))
          .sort(newest)
          .slice(0, Number(request.query.get('max_results') ?? 100));
        const expand = (request.query.get('expansions') ?? '').includes('attachments.media_keys');
        const data = tweets.map((tweet) => ({
          ...shown(tweet),
          ...(expand && tweet.mediaIds.length
            ? { attachments: { media_keys: tweet.mediaIds.map(mediaKey) } }
            : {}),
        }));
        const media = tweets.flatMap((tweet) =>
          tweet.mediaIds.map((id) => ({
            media_key: mediaKey(id),
            type: 'photo',
            url: `https://pbs.twimg.com/media/${id}.jpg`,
          })),
        );
        return {
          json: {
            data,
            ...(expand && media.length ? { includes: { media } } : {}),
            meta: { result_count: tweets.length },
          },
        };
      }),
    )
    .on(
      'GET',
      '/2/users/:id/mentions',
      authed('tweet.read', (request) => {
        const user = state.users.find((candidate) => candidate.id === request.params.id);
        const mentions = state.tweets
          .filter((t) => t.authorId !== user?.id && t.sentText.includes(`@${user?.username}`))
          .filter(since(request))
          .filter((t) => {
            const after = request.query.get('since_id');
            return !after || BigInt(t.id) > BigInt(after);
          })
          .sort(newest);
        const authors = state.users
          .filter((u) => mentions.some((t) => t.authorId === u.id))
          .map((u) => userJson(u.id));
        return {
          json: {
            data: mentions.map(shown),
            includes: { users: authors },
            meta: {
              result_count: mentions.length,
              ...(mentions[0] ? { newest_id: mentions[0].id } : {}),
            },
          },
        };
      }),
    )
    .on(
      'POST',
      '/2/media/upload',
      authed('media.write', () => ({ json: { data: newMedia(0) } })),
    )
    .on(
      'POST',
      '/2/media/upload/initialize',
      authed('media.write', (request) => initialize(request.body as Record<string, unknown>)),
    )
    .on(
      'POST',
      '/2/media/upload/:id/append',
      authedAsync('media.write', async (request) => append(request)),
    )
    .on(
      'POST',
      '/2/media/upload/:id/finalize',
      authed('media.write', (request) => finalize(request.params.id ?? '')),
    )
    .on(
      'GET',
      '/2/media/upload',
      authed('media.write', (request) => {
        const id = request.query.get('media_id') ?? '';
        if (request.query.get('command') !== 'STATUS' || !state.media.has(id))
          return problem(400, 'Invalid Request', 'media_id or command is invalid');
        return { json: { data: mediaJson(id) } };
      }),
    )
    .on(
      'GET',
      '/2/tweets',
      authed('tweet.read', (request, userId) => lookUpTweets(request, userId, state.tweets, shown)),
    )
    .on(
      'POST',
      '/2/tweets',
      authed('tweet.write', (request, userId) => postTweet(request.body as Record<string, unknown>, userId)),
    )
    .on(
      'POST',
      '/2/users/:id/retweets',
      authed('tweet.write', (request, userId) => {
        if (request.params.id !== userId) return problem(403, 'Forbidden', 'Not your account');
        const tweetId = String((request.body as { tweet_id?: string }).tweet_id ?? '');
        if (!state.tweets.some((tweet) => tweet.id === tweetId))
          return problem(404, 'Not Found Error', 'Could not find tweet');
        let retweet = state.retweets.find((r) => r.userId === userId && r.tweetId === tweetId);
        if (!retweet) {
          retweet = { id: String(1_700_000_000_000 + state.retweets.length + 1), userId, tweetId };
          state.retweets.push(retweet);
        }
        return { json: { data: { id: retweet.id, retweeted: true } } };
      }),
    )
    .on(
      'POST',
      '/2/users/:id/likes',
      authed('like.write', (request, userId) => {
        if (request.params.id !== userId) return problem(403, 'Forbidden', 'Not your account');
        const tweetId = String((request.body as { tweet_id?: string }).tweet_id ?? '');
        if (!state.tweets.some((tweet) => tweet.id === tweetId))
          return problem(404, 'Not Found Error', 'Could not find tweet');
        if (!state.likes.some((like) => like.userId === userId && like.tweetId === tweetId))
          state.likes.push({ userId, tweetId });
        return { json: { data: { liked: true } } };
      }),
    )
    .on(
      'DELETE',
      '/2/tweets/:id',
      authed('tweet.write', (request, userId) => {
        const index = state.tweets.findIndex((t) => t.id === request.params.id && t.authorId === userId);
        if (index >= 0) state.tweets.splice(index, 1);
        return { json: { data: { deleted: index >= 0 } } };
      }),
    )
    .on(
      'PUT',
      '/2/tweets/:id/hidden',
      authed('tweet.moderate.write', (request) => {
        const tweet = state.tweets.find((t) => t.id === request.params.id);
        if (tweet) tweet.hidden = Boolean((request.body as { hidden?: boolean }).hidden);
        return { json: { data: { hidden: tweet?.hidden ?? false } } };
      }),
    );

  function userJson(id: string) {
    const user = state.users.find((candidate) => candidate.id === id);
    return user
      ? {
          id: user.id,
          name: user.name,
          username: user.username,
          // X serves the 48×48 `_normal` variant; the adapter asks for `_400x400` by name.
          profile_image_url: `${fakePictureUrl(api, user.id)}`.replace(/\.png$/, '_normal.png'),
          public_metrics: { followers_count: user.followers },
        }
      : undefined;
  }
  function mediaKey(id: string) {
    return `3_${id}`;
  }
  /** An image is ready at once. */
  function newMedia(checks: number) {
    const id = String(1_900_000_000_000 + state.media.size + 1);
    state.media.set(id, { checksLeft: checks, total: 0, segments: new Map(), outcome: 'succeeded' });
    return { id, media_key: `3_${id}`, expires_after_secs: 86_400 };
  }
  /** INITIALIZE: a video's type, size and category (docs.x.com: tweet_video up to 512 MB). */
  function initialize(body: Record<string, unknown>): FakeResponse {
    const total = Number(body.total_bytes);
    if (!/^video\/(mp4|quicktime)$/.test(String(body.media_type)))
      return problem(400, 'Invalid Request', 'media_type is not supported');
    if (!Number.isSafeInteger(total) || total < 1 || total > 512 * 1024 * 1024)
      return problem(400, 'Invalid Request', 'total_bytes is invalid');
    if (body.media_category !== 'tweet_video')
      return problem(400, 'Invalid Request', 'media_category is invalid');
    const data = newMedia(state.videoProcessing.checks);
    Object.assign(state.media.get(data.id) ?? {}, { total, outcome: state.videoProcessing.outcome });
    return { json: { data } };
  }
  /** APPEND: one segment (at most 5 MB) at its index; the same index again replaces it. */
  async function append(request: FakeRequest): Promise<FakeResponse> {
    const media = state.media.get(request.params.id ?? '');
    if (!media || media.bytes) return problem(400, 'Invalid Request', 'media_id is invalid');
    const form = await new Request('http://fake', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? '') },
      body: new Uint8Array(request.rawBody),
    })
      .formData()
      .catch(() => undefined);
    const segment = form?.get('media');
    const index = Number(form?.get('segment_index'));
    if (!(segment instanceof Blob) || !Number.isInteger(index) || index < 0 || index > 999)
      return problem(400, 'Invalid Request', 'media and segment_index are required');
    if (segment.size > 5 * 1024 * 1024) return problem(400, 'Invalid Request', 'Segment is larger than 5 MB');
    media.segments.set(index, Buffer.from(await segment.arrayBuffer()));
    media.appends = (media.appends ?? 0) + 1;
    return { status: 204 };
  }
  /** FINALIZE: the segments, in index order, must add up to the declared size. */
  function finalize(id: string): FakeResponse {
    const media = state.media.get(id);
    if (!media) return problem(400, 'Invalid Request', 'media_id is invalid');
    const ordered = [...media.segments.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
    const bytes = Buffer.concat(ordered);
    if (bytes.length !== media.total)
      return problem(400, 'Invalid Request', 'Segments do not add up to provided total file size.');
    media.bytes = bytes;
    media.segments.clear();
    return { json: { data: { ...mediaJson(id, 'pending'), size: bytes.length } } };
  }
  /** STATUS: `in_progress` while checks are left, then the outcome. */
  function mediaJson(id: string, first?: 'pending') {
    const media = state.media.get(id);
    const wait = { check_after_secs: state.videoProcessing.checkAfterSecs };
    if (first && media && media.checksLeft > 0) return { id, processing_info: { state: first, ...wait } };
    if (!media || media.checksLeft <= 0) {
      return media?.outcome === 'failed'
        ? {
            id,
            processing_info: {
              state: 'failed',
              progress_percent: 100,
              error: { code: 1, name: 'InvalidMedia', message: 'Unsupported video format' },
            },
          }
        : { id, processing_info: { state: 'succeeded', progress_percent: 100 } };
    }
    media.checksLeft -= 1;
    return { id, processing_info: { state: 'in_progress', progress_percent: 50, ...wait } };
  }

  serveFakePictures(api);
  await api.start();
  return Object.assign(api, {
    state,
    /** Credentials as if the user had connected (all scopes unless told). */
    connect(userId = '1001', scopes = twitterScopes): Credentials {
      const token = oauth.issue(userId, scopes);
      return {
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        expiresAt: new Date(token.expiresAt).toISOString(),
      };
    },
    /** The next APPEND of segment `index` answers `status` without storing it. */
    failSegment(index: number, status = 503) {
      api.failNext(
        { kind: 'status', status, json: { title: 'Service Unavailable', status, type: 'about:blank' } },
        (request) => request.path.endsWith('/append') && segmentIndexOf(request) === index,
      );
    },
    /** Another user's tweet, e.g. a reply or a mention of the page; `mediaIds` attach photos. */
    tweetAs(userId: string, text: string, inReplyToTweetId?: string, mediaIds: string[] = []): FakeTweet {
      postTweet(
        {
          text,
          ...(inReplyToTweetId ? { reply: { in_reply_to_tweet_id: inReplyToTweetId } } : {}),
          ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
        },
        userId,
      );
      return state.tweets.at(-1) as FakeTweet;
    },
  });
}

export type FakeTwitter = Awaited<ReturnType<typeof startFakeTwitter>>;

function segmentIndexOf(request: FakeRequest): number {
  const found = /name="segment_index"\r\n\r\n(\d+)\r\n/.exec(request.rawBody.toString('latin1'));
  return Number(found?.[1] ?? -1);
}

function tco(): string {
  return `https://t.co/${randomBytes(5).toString('hex')}`;
}
