import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { defaultGraphVersion } from '../meta/facebook-login.ts';
import {
  addFacebookLoginRoutes,
  checkToken,
  graphError,
  graphTime,
  isResponse,
  nextId,
  param,
} from '../meta/fake-graph.ts';
import { facebookPageScopes } from './adapter.ts';
import { addFakeInsightRoutes } from './fake-insights.ts';
import { addFakePublicPostsRoute, publicPageAnswer } from './fake-public-pages.ts';
import { addFakeReelRoutes } from './fake-reels.ts';
import { createFacebookFakeState, type FacebookFakeState } from './fake-state.ts';

export type FakeFacebookPageApi = FakeApi & { state: FacebookFakeState };

/** A fake of the Graph API's Pages endpoints that the Facebook page adapter calls. */
export async function startFakeFacebookPage(version = defaultGraphVersion): Promise<FakeFacebookPageApi> {
  const state = createFacebookFakeState(facebookPageScopes);
  const api = new FakeApi();
  const v = `/${version}`;
  addFacebookLoginRoutes(api, state.auth, version, facebookPageScopes);
  serveFakePictures(api);

  /** Runs `handle` only for a valid token of the page (a user token cannot act as a page). */
  const asPage =
    (handle: (request: FakeRequest, pageId: string) => FakeResponse) => (request: FakeRequest) => {
      const token = checkToken(state.auth, request);
      if (isResponse(token)) return token;
      const id = request.params.id ?? '';
      const known = state.pages.some((page) => page.id === id) ? id : undefined;
      // An object Graph does not have is the handler's to refuse (code 100, subcode 33).
      const pageId = request.params.pageId ?? ownerOf(id) ?? known ?? token.pageId ?? '';
      if (token.kind !== 'page' || token.pageId !== pageId) {
        return graphError(200, 'This endpoint requires a page access token of the page');
      }
      return handle(request, pageId);
    };
  const ownerOf = (id: string) =>
    state.posts.find((post) => post.id === id)?.pageId ??
    state.posts.find((post) => post.id === state.comments.find((c) => c.id === id)?.postId)?.pageId ??
    state.tagged.find((post) => post.id === id)?.pageId;
  const newPost = (pageId: string, post: Omit<FakeFacebookPostInput, 'pageId'>) => {
    const created = { id: `${pageId}_${nextId()}`, pageId, createdTime: graphTime(), ...post };
    state.posts.push(created);
    return created;
  };

  api.on('GET', `${v}/me/accounts`, (request) => {
    const token = checkToken(state.auth, request);
    if (isResponse(token)) return token;
    if (token.kind !== 'user') return graphError(100, 'Tried accessing nonexisting field (accounts)');
    const data = state.pages.map((page) => ({
      id: page.id,
      name: page.name,
      access_token: page.accessToken,
      tasks: page.tasks,
      picture: { data: { url: fakePictureUrl(api, page.id) } },
    }));
    return { json: { data, paging: { cursors: { before: 'a', after: 'b' } } } };
  });
  api.on(
    'POST',
    `${v}/:pageId/feed`,
    asPage((request, pageId) => {
      const attached = Object.entries((request.body ?? {}) as Record<string, string>)
        .filter(([name]) => name.startsWith('attached_media['))
        .map(([, value]) => (JSON.parse(value) as { media_fbid: string }).media_fbid);
      const message = param(request, 'message') ?? '';
      const link = param(request, 'link');
      if (!message && !link && attached.length === 0) return graphError(100, 'Missing message or attachment');
      const mediaUrls = attached.map((id) => state.unpublishedPhotos.get(id) ?? '');
      return { json: { id: newPost(pageId, { kind: 'feed', message, link, mediaUrls }).id } };
    }),
  );
  api.on(
    'POST',
    `${v}/:pageId/photos`,
    asPage((request, pageId) => {
      const url = param(request, 'url') ?? '';
      const photoId = nextId();
      if (param(request, 'published') === 'false') {
        state.unpublishedPhotos.set(photoId, url);
        return { json: { id: photoId } };
      }
      const post = newPost(pageId, {
        kind: 'photo',
        message: param(request, 'message') ?? '',
        mediaUrls: [url],
      });
      return { json: { id: photoId, post_id: post.id } };
    }),
  );
  api.on(
    'POST',
    `${v}/:pageId/videos`,
    asPage((request, pageId) => {
      const mediaUrls = [param(request, 'file_url') ?? ''];
      const post = newPost(pageId, {
        kind: 'video',
        message: param(request, 'description') ?? '',
        mediaUrls,
      });
      post.id = nextId();
      return { json: { id: post.id } };
    }),
  );
  addFakeReelRoutes(api, state, version, asPage, (pageId, post) => newPost(pageId, post));
  const listed = { video: ['video'], reel: ['reel'], post: ['feed', 'photo'] };
  const listPosts = (kind: 'video' | 'reel' | 'post') =>
    asPage((request, pageId) => {
      const since = Number(request.query.get('since') ?? 0) * 1000;
      const posts = state.posts
        .filter((post) => post.pageId === pageId && listed[kind].includes(post.kind))
        .filter((post) => Date.parse(post.createdTime) >= since)
        .reverse();
      const data = posts.map((post) => ({
        id: post.id,
        [kind === 'post' ? 'message' : 'description']: post.message || undefined,
        created_time: post.createdTime,
        permalink_url: `https://www.facebook.com/${post.id}`,
        comments: { data: state.comments.filter((c) => c.postId === post.id).map(commentJson) },
      }));
      return { json: { data } };
    });
  api.on('GET', `${v}/:pageId/published_posts`, listPosts('post'));
  api.on('GET', `${v}/:pageId/videos`, listPosts('video'));
  api.on('GET', `${v}/:pageId/video_reels`, listPosts('reel'));
  api.on(
    'GET',
    `${v}/:pageId/conversations`,
    asPage((_request, pageId) => {
      const messages = state.messages.filter((message) => message.pageId === pageId).reverse();
      const data = [{ id: `t_${pageId}`, messages: { data: messages.map(commentJson) } }];
      return { json: { data } };
    }),
  );
  api.on(
    'POST',
    `${v}/:pageId/messages`,
    asPage((request, pageId) => {
      const recipient = JSON.parse(param(request, 'recipient') ?? '{}') as { id?: string };
      const text = (JSON.parse(param(request, 'message') ?? '{}') as { text?: string }).text ?? '';
      const id = `m_${nextId()}`;
      const from = { id: pageId, name: 'page' };
      state.messages.push({ id, pageId, from, to: recipient.id, message: text, createdTime: graphTime() });
      return { json: { recipient_id: recipient.id, message_id: id } };
    }),
  );
  api.on(
    'GET',
    `${v}/:pageId/tagged`,
    asPage((_request, pageId) => ({
      json: { data: state.tagged.filter((post) => post.pageId === pageId).map(commentJson) },
    })),
  );
  api.on(
    'GET',
    `${v}/:pageId/ratings`,
    asPage((_request, pageId) => ({
      json: {
        data: state.ratings
          .filter((entry) => entry.pageId === pageId)
          .map((entry) => ({
            created_time: entry.createdTime,
            recommendation_type: entry.recommendation,
            review_text: entry.text,
            ...(entry.rating ? { rating: entry.rating } : {}),
            reviewer: entry.reviewer,
            open_graph_story: { id: entry.storyId },
          })),
      },
    })),
  );
  addFakeInsightRoutes(api, state, version, asPage);
  api.on(
    'POST',
    `${v}/:id/comments`,
    asPage((request) => {
      const id = nextId();
      const postId = state.posts.some((post) => post.id === request.params.id)
        ? (request.params.id ?? '')
        : (state.comments.find((comment) => comment.id === request.params.id)?.postId ?? '');
      const message = param(request, 'message') ?? '';
      const from = { id: ownerOf(postId) ?? '', name: 'page' };
      const parentId = postId === request.params.id ? undefined : request.params.id;
      state.comments.push({ id, postId, message, from, createdTime: graphTime(), hidden: false, parentId });
      return { json: { id } };
    }),
  );
  // A comment's replies, or a post's top-level comments.
  api.on(
    'GET',
    `${v}/:id/comments`,
    asPage((request) => {
      const id = request.params.id ?? '';
      const data = state.comments
        .filter((comment) => comment.parentId === id || (comment.postId === id && !comment.parentId))
        .map(commentJson);
      return { json: { data } };
    }),
  );
  api.on(
    'POST',
    `${v}/:id/likes`,
    asPage((request, pageId) => {
      const objectId = request.params.id ?? '';
      if (
        !state.comments.some((comment) => comment.id === objectId) &&
        !state.posts.some((post) => post.id === objectId)
      )
        return graphError(100, 'Object does not exist');
      if (!state.likes.some((like) => like.objectId === objectId && like.pageId === pageId))
        state.likes.push({ objectId, pageId });
      return { json: { success: true } };
    }),
  );
  api.on(
    'POST',
    `${v}/:pageId/blocked`,
    asPage((request, pageId) => {
      const user = param(request, 'user');
      if (!user) return graphError(100, '(#100) The parameter user is required');
      if (!state.blocked.some((entry) => entry.pageId === pageId && entry.user === user))
        state.blocked.push({ pageId, user });
      return { json: { [user]: true } };
    }),
  );
  api.on(
    'DELETE',
    `${v}/:pageId/blocked`,
    asPage((request, pageId) => {
      const user = param(request, 'user');
      if (!user) return graphError(100, '(#100) The parameter user is required');
      state.blocked = state.blocked.filter((entry) => !(entry.pageId === pageId && entry.user === user));
      return { json: { success: true } };
    }),
  );
  api.on(
    'POST',
    `${v}/:id`,
    asPage((request) => {
      const comment = state.comments.find((entry) => entry.id === request.params.id);
      if (!comment) return graphError(100, 'Unsupported post request');
      comment.hidden = param(request, 'is_hidden') === 'true';
      return { json: { success: true } };
    }),
  );
  api.on(
    'DELETE',
    `${v}/:id`,
    asPage((request) => {
      const before = state.posts.length + state.comments.length;
      state.posts = state.posts.filter((post) => post.id !== request.params.id);
      state.comments = state.comments.filter((comment) => comment.id !== request.params.id);
      if (before === state.posts.length + state.comments.length)
        return graphError(100, 'Object does not exist');
      return { json: { success: true } };
    }),
  );
  addFakePublicPostsRoute(api, state, version);
  const ownObject = asPage((request, pageId) => {
    const id = request.params.id ?? '';
    const post = state.posts.find((entry) => entry.id === id);
    if (post) return { json: postCounts(post, state.comments) };
    if (id !== pageId)
      return graphError(100, `Unsupported get request. Object with ID '${id}' does not exist`, 33);
    const page = state.pages.find((entry) => entry.id === pageId);
    return { json: { id: pageId, followers_count: page?.followers ?? 0, fan_count: page?.followers ?? 0 } };
  });
  api.on('GET', `${v}/:id`, (request) => publicPageAnswer(state, api, request) ?? ownObject(request));
  await api.start();
  return Object.assign(api, { state });
}

export type FakeFacebookPostInput = Omit<FacebookFakeState['posts'][number], 'id' | 'createdTime'>;

function commentJson(entry: {
  id: string;
  message: string;
  from: { id: string; name: string };
  createdTime: string;
}) {
  return { id: entry.id, message: entry.message, from: entry.from, created_time: entry.createdTime };
}

/** A post's `shares` (left out when none) and `comments.summary(true)`, as Graph gives them. */
function postCounts(post: FacebookFakeState['posts'][number], comments: FacebookFakeState['comments']) {
  const total = comments.filter((comment) => comment.postId === post.id).length;
  return {
    id: post.id,
    ...(post.shares ? { shares: { count: post.shares } } : {}),
    comments: { data: [], summary: { order: 'ranked', total_count: total, can_comment: true } },
  };
}
