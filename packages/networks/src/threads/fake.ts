import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { dayAfter } from '../figure-days.ts';
import {
  checkToken,
  dialogRoute,
  graphError,
  graphTime,
  isResponse,
  issueToken,
  nextId,
  param,
  redeemCode,
} from '../meta/fake-graph.ts';
import { createThreadsFakeState, type FakeThreadsPost, type ThreadsFakeState } from './fake-state.ts';

export type FakeThreadsApi = FakeApi & { state: ThreadsFakeState };

/** A fake of graph.threads.net (and the threads.net authorization window) for the adapter. */
export async function startFakeThreads(version = 'v1.0'): Promise<FakeThreadsApi> {
  const state = createThreadsFakeState();
  const api = new FakeApi();
  serveFakePictures(api);
  const v = `/${version}`;
  const longLived = () => ({
    json: {
      access_token: issueToken(state.auth, { status: 'valid', kind: 'user' }, 'THL'),
      token_type: 'bearer',
      expires_in: 5_184_000,
    },
  });
  const authed = (handle: (request: FakeRequest) => FakeResponse) => (request: FakeRequest) => {
    const token = checkToken(state.auth, request);
    return isResponse(token) ? token : handle(request);
  };
  const ownPost = (id: string) => state.posts.find((post) => post.id === id);

  api.on('GET', '/oauth/authorize', dialogRoute(state.auth));
  api.on('POST', '/oauth/access_token', (request) => {
    const refused = redeemCode(state.auth, param(request, 'code'), param(request, 'redirect_uri'), undefined);
    if (refused) return refused;
    const access_token = issueToken(state.auth, { status: 'valid', kind: 'user' }, 'THS');
    return { json: { access_token, user_id: state.profile.id } };
  });
  api.on('GET', '/access_token', authed(longLived));
  api.on('GET', '/refresh_access_token', authed(longLived));
  api.on(
    'GET',
    `${v}/me`,
    authed(() => ({
      json: {
        id: state.profile.id,
        username: state.profile.username,
        threads_profile_picture_url: fakePictureUrl(api, state.profile.id),
      },
    })),
  );
  api.on(
    'POST',
    `${v}/:userId/threads`,
    authed((request) => {
      const mediaType = param(request, 'media_type') ?? 'TEXT';
      const children = (param(request, 'children') ?? '').split(',').filter(Boolean);
      if (mediaType === 'CAROUSEL' && (children.length < 2 || children.length > 20)) {
        return graphError(100, 'A carousel holds 2 to 20 items');
      }
      const text = param(request, 'text') ?? '';
      if (text.length > 500) return graphError(100, 'Param text must be at most 500 characters long.');
      const id = nextId();
      const url = param(request, 'image_url') ?? param(request, 'video_url');
      const checksLeft = mediaType === 'VIDEO' ? 1 : 0;
      const replyToId = param(request, 'reply_to_id');
      state.containers.set(id, {
        id,
        mediaType,
        text,
        url,
        children,
        replyToId,
        checksLeft,
        status: 'IN_PROGRESS',
      });
      return { json: { id } };
    }),
  );
  api.on(
    'POST',
    `${v}/:userId/threads_publish`,
    authed((request) => {
      const container = state.containers.get(param(request, 'creation_id') ?? '');
      const ready =
        container?.status === 'FINISHED' ||
        (container?.mediaType === 'TEXT' && container.status !== 'PUBLISHED');
      if (!container || !ready) return graphError(24, 'The requested resource does not exist', 4279009);
      container.status = 'PUBLISHED';
      const items = container.children.length
        ? container.children.map((child) => state.containers.get(child))
        : container.url
          ? [container]
          : [];
      const urls = items.map((item) => item?.url ?? '');
      const itemTypes = items.map((item) => item?.mediaType ?? '');
      const { mediaType, text, replyToId } = container;
      const id = nextId();
      const username = state.profile.username;
      state.posts.push({
        id,
        mediaType,
        text,
        urls,
        itemTypes,
        replyToId,
        username,
        timestamp: graphTime(),
        hidden: false,
      });
      return { json: { id } };
    }),
  );
  api.on(
    'GET',
    `${v}/:userId/threads`,
    authed((request) => {
      const since = Number(request.query.get('since') ?? 0) * 1000;
      const own = state.posts.filter((post) => !post.replyToId && post.username === state.profile.username);
      return {
        json: {
          data: own
            .filter((post) => Date.parse(post.timestamp) >= since)
            .reverse()
            .map(postJson),
        },
      };
    }),
  );
  api.on(
    'GET',
    `${v}/:userId/mentions`,
    authed(() => ({ json: { data: state.mentions.map(postJson) } })),
  );
  api.on(
    'GET',
    `${v}/:id/replies`,
    authed((request) => ({
      json: {
        data: state.posts
          .filter((post) => post.replyToId === request.params.id)
          .map((post) => ({
            ...postJson(post),
            is_reply_owned_by_me: post.username === state.profile.username,
          })),
      },
    })),
  );
  api.on(
    'GET',
    `${v}/:userId/threads_insights`,
    authed((request) => ({ json: { data: insights(state, request) } })),
  );
  api.on(
    'GET',
    `${v}/:id/insights`,
    authed((request) => {
      const id = request.params.id ?? '';
      const post = ownPost(id);
      if (!post) return graphError(100, `Unsupported get request. Object with ID '${id}' does not exist`, 33);
      const metrics = (request.query.get('metric') ?? '')
        .split(',')
        .filter((name) => post.insights?.[name] !== undefined);
      const data = metrics.map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: post.insights?.[name] }],
      }));
      return { json: { data } };
    }),
  );
  api.on(
    'POST',
    `${v}/:id/manage_reply`,
    authed((request) => {
      const reply = ownPost(request.params.id ?? '');
      if (!reply?.replyToId) return graphError(100, 'Object does not exist');
      reply.hidden = param(request, 'hide') === 'true';
      return { json: { success: true } };
    }),
  );
  api.on(
    'DELETE',
    `${v}/:id`,
    authed((request) => {
      const post = ownPost(request.params.id ?? '');
      if (!post || post.username !== state.profile.username) return graphError(100, 'Object does not exist');
      state.posts = state.posts.filter((entry) => entry !== post);
      return { json: { success: true, deleted_id: post.id } };
    }),
  );
  api.on(
    'GET',
    `${v}/:id`,
    authed((request) => {
      const id = request.params.id ?? '';
      const container = state.containers.get(id);
      if (!container)
        return { json: { id, permalink: `https://www.threads.net/@${state.profile.username}/post/${id}` } };
      if (container.status === 'IN_PROGRESS' && container.checksLeft-- <= 0) container.status = 'FINISHED';
      return { json: { id, status: container.status } };
    }),
  );
  await api.start();
  return Object.assign(api, { state });
}

function postJson(post: FakeThreadsPost) {
  return {
    id: post.id,
    text: post.text || undefined,
    username: post.username,
    timestamp: post.timestamp,
    permalink: `https://www.threads.net/post/${post.id}`,
  };
}

/**
 * `threads_insights` as Threads answers it: `views` by day (by `end_time`, the next day, 08:00 UTC;
 * 30 plus the day's place in the range), the others as totals over the range, `follower_demographics`
 * by country; a metric in `state.insightsLeftOut` has no data.
 */
function insights(state: ThreadsFakeState, request: FakeRequest) {
  const until = Number(request.query.get('until') ?? Date.now() / 1000);
  const since = Number(request.query.get('since') ?? until - 86_400);
  const days: string[] = [];
  for (let time = since; time < until; time += 86_400)
    days.push(new Date(time * 1000).toISOString().slice(0, 10));
  const totals: Record<string, number> = {
    likes: 5,
    replies: 3,
    reposts: 2,
    quotes: 1,
    followers_count: state.profile.followers,
  };
  const metrics = (request.query.get('metric') ?? '')
    .split(',')
    .filter((name) => !state.insightsLeftOut.includes(name));
  return metrics.map((name) => {
    if (name === 'views')
      return {
        name,
        period: 'day',
        values: days.map((day, i) => ({ value: 30 + i, end_time: `${dayAfter(day)}T08:00:00+0000` })),
      };
    if (name === 'follower_demographics') {
      const results = [
        { dimension_values: ['US'], value: 200 },
        { dimension_values: ['FR'], value: 60 },
      ];
      return {
        name,
        period: 'lifetime',
        total_value: { breakdowns: [{ dimension_keys: ['country'], results }] },
      };
    }
    return { name, period: 'day', total_value: { value: totals[name] ?? 0 } };
  });
}
