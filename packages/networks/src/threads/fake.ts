import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
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
    authed(() => ({ json: { data: insights(state.profile.followers) } })),
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

function insights(followers: number) {
  const days = [...Array(7).keys()].map((index) => new Date(Date.now() - (6 - index) * 86_400_000));
  const total = (name: string, value: number) => ({ name, period: 'day', total_value: { value } });
  return [
    {
      name: 'views',
      period: 'day',
      values: days.map((day, i) => ({ value: 30 + i, end_time: graphTime(day) })),
    },
    total('likes', 5),
    total('replies', 3),
    total('reposts', 2),
    total('quotes', 1),
    total('followers_count', followers),
  ];
}
