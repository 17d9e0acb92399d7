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
import { instagramScopes } from './adapter.ts';
import { fakeInsights } from './fake-insights.ts';
import {
  createInstagramFakeState,
  type FakeInstagramContainer,
  type FakeInstagramMedia,
  type InstagramFakeState,
} from './fake-state.ts';

export type FakeInstagramApi = FakeApi & { state: InstagramFakeState };

// Video containers report IN_PROGRESS this many times before FINISHED.
const videoChecks = 1;

/** A fake of the Instagram Graph API endpoints (through Facebook Login) the adapter calls. */
export async function startFakeInstagram(version = defaultGraphVersion): Promise<FakeInstagramApi> {
  const state = createInstagramFakeState(instagramScopes);
  const api = new FakeApi();
  serveFakePictures(api);
  const v = `/${version}`;
  addFacebookLoginRoutes(api, state.auth, version, instagramScopes);

  /** Runs `handle` for a valid token of the page linked to the object's account. */
  const asAccount =
    (handle: (request: FakeRequest, igUserId: string) => FakeResponse) => (request: FakeRequest) => {
      const token = checkToken(state.auth, request);
      if (isResponse(token)) return token;
      const id = request.params.id ?? '';
      const igUserId = state.accounts.some((a) => a.igUserId === id) ? id : ownerOf(id);
      const account = state.accounts.find((entry) => entry.igUserId === igUserId);
      if (!account || token.pageId !== account.pageId)
        return graphError(10, 'Application does not have permission');
      return handle(request, igUserId ?? '');
    };
  const ownerOf = (id: string) =>
    state.containers.get(id)?.igUserId ??
    state.media.find((media) => media.id === id)?.igUserId ??
    state.media.find((media) => media.id === state.comments.find((c) => c.id === id)?.mediaId)?.igUserId;
  const mediaJson = (media: FakeInstagramMedia) => ({
    id: media.id,
    caption: media.caption || undefined,
    timestamp: media.timestamp,
    permalink: `https://www.instagram.com/p/${media.id}/`,
    comments: { data: state.comments.filter((c) => c.mediaId === media.id && !c.parentId).map(commentJson) },
  });

  api.on('GET', `${v}/me/accounts`, (request) => {
    const token = checkToken(state.auth, request);
    if (isResponse(token)) return token;
    const data = state.accounts.map((account) => ({
      id: account.pageId,
      name: account.pageName,
      access_token: account.pageToken,
      tasks: account.tasks,
      instagram_business_account: account.igUserId
        ? {
            id: account.igUserId,
            username: account.username,
            profile_picture_url: fakePictureUrl(api, account.igUserId),
          }
        : undefined,
    }));
    return { json: { data } };
  });
  api.on(
    'POST',
    `${v}/:id/media`,
    asAccount((request, igUserId) => {
      const mediaType = param(request, 'media_type') ?? 'IMAGE';
      const url = param(request, 'image_url') ?? param(request, 'video_url') ?? '';
      const children = (param(request, 'children') ?? '').split(',').filter(Boolean);
      if (mediaType === 'CAROUSEL' && (children.length < 2 || children.length > 10)) {
        return graphError(100, 'The carousel must have between 2 and 10 children');
      }
      const isVideo = Boolean(param(request, 'video_url'));
      const details = readDetails(request, mediaType, isVideo);
      if ('error' in details) return graphError(100, details.error);
      const id = nextId();
      state.containers.set(id, {
        id,
        igUserId,
        mediaType,
        url,
        caption: param(request, 'caption') ?? '',
        children,
        isCarouselItem: param(request, 'is_carousel_item') === 'true',
        ...details,
        checksLeft: isVideo ? videoChecks : 0,
        status: 'IN_PROGRESS',
      });
      return { json: { id } };
    }),
  );
  api.on(
    'POST',
    `${v}/:id/media_publish`,
    asAccount((request, igUserId) => {
      const container = state.containers.get(param(request, 'creation_id') ?? '');
      if (container?.status !== 'FINISHED') return graphError(9007, 'Media ID is not available', 2207027);
      container.status = 'PUBLISHED';
      const productType =
        container.mediaType === 'STORIES' ? 'STORY' : container.mediaType === 'REELS' ? 'REELS' : 'FEED';
      const items =
        container.children.length > 0
          ? container.children.map((child) => state.containers.get(child))
          : [container];
      const urls = items.map((item) => item?.url ?? '');
      const itemTypes = items.map((item) => (item?.mediaType === 'IMAGE' ? 'IMAGE' : 'VIDEO'));
      const id = nextId();
      const { mediaType, caption, coverUrl } = container;
      state.media.push({
        id,
        igUserId,
        productType,
        mediaType,
        caption,
        urls,
        itemTypes,
        ...(coverUrl ? { coverUrl } : {}),
        timestamp: graphTime(),
      });
      return { json: { id } };
    }),
  );
  // Instagram Messaging API: a reply goes out through the linked page's Send API, to the person's
  // Instagram-scoped id.
  api.on('POST', `${v}/:pageId/messages`, (request) => {
    const token = checkToken(state.auth, request);
    if (isResponse(token)) return token;
    const pageId = request.params.pageId ?? '';
    if (token.pageId !== pageId) return graphError(10, 'Application does not have permission');
    const account = state.accounts.find((entry) => entry.pageId === pageId);
    if (!account?.igUserId) return graphError(100, 'No Instagram account is linked to this page');
    const recipient = (JSON.parse(param(request, 'recipient') ?? '{}') as { id?: string }).id;
    const text = (JSON.parse(param(request, 'message') ?? '{}') as { text?: string }).text ?? '';
    if (!recipient) return graphError(100, 'The parameter recipient is required');
    const id = `aWdf_${nextId()}`;
    state.messages.push({
      id,
      igUserId: account.igUserId,
      from: { id: account.igUserId, username: 'pagewise.bakery' },
      to: recipient,
      message: text,
      createdTime: graphTime(),
    });
    return { json: { recipient_id: recipient, message_id: id } };
  });
  // Instagram Messaging API: an account's conversations are read through its linked page.
  api.on('GET', `${v}/:pageId/conversations`, (request) => {
    const token = checkToken(state.auth, request);
    if (isResponse(token)) return token;
    const pageId = request.params.pageId ?? '';
    if (token.pageId !== pageId) return graphError(10, 'Application does not have permission');
    if (request.query.get('platform') !== 'instagram') return graphError(100, 'Unsupported platform');
    const account = state.accounts.find((entry) => entry.pageId === pageId);
    if (!account?.igUserId) return graphError(100, 'No Instagram account is linked to this page');
    const messages = state.messages.filter((entry) => entry.igUserId === account.igUserId).reverse();
    const people = [...new Set(messages.map((entry) => entry.from.id))];
    const data = people.map((person) => ({
      id: `aWdfd_${person}`,
      messages: {
        data: messages
          .filter((entry) => entry.from.id === person)
          .map((entry) => ({
            id: entry.id,
            message: entry.message,
            from: entry.from,
            created_time: entry.createdTime,
          })),
      },
    }));
    return { json: { data } };
  });
  const listMedia = (story: boolean) =>
    asAccount((_request, igUserId) => {
      const media = state.media.filter(
        (m) => m.igUserId === igUserId && (m.productType === 'STORY') === story,
      );
      return { json: { data: media.reverse().map(mediaJson) } };
    });
  api.on('GET', `${v}/:id/media`, listMedia(false));
  api.on('GET', `${v}/:id/stories`, listMedia(true));
  api.on(
    'GET',
    `${v}/:id/tags`,
    asAccount(() => ({
      json: { data: state.tags.map((tag) => ({ ...mediaJson(tag), username: tag.username })) },
    })),
  );
  api.on(
    'POST',
    `${v}/:id/mentions`,
    asAccount((request, igUserId) =>
      comment(param(request, 'media_id') ?? '', param(request, 'message'), undefined, igUserId),
    ),
  );
  api.on(
    'POST',
    `${v}/:id/replies`,
    asAccount((request, igUserId) => {
      const parent = state.comments.find((entry) => entry.id === request.params.id);
      return comment(parent?.mediaId ?? '', param(request, 'message'), parent?.id, igUserId);
    }),
  );
  // A comment's replies, oldest first, with who wrote each (`from`).
  api.on(
    'GET',
    `${v}/:id/replies`,
    asAccount((request) => {
      const replies = state.comments.filter((entry) => entry.parentId === request.params.id);
      return {
        json: {
          data: replies.map((entry) => ({
            ...commentJson(entry),
            ...(entry.fromId ? { from: { id: entry.fromId, username: entry.username } } : {}),
          })),
        },
      };
    }),
  );
  api.on('GET', `${v}/:id/insights`, (request) => {
    const id = request.params.id ?? '';
    // A media Graph does not have is refused as Graph does (code 100, subcode 33), not as a permission.
    if (!state.accounts.some((a) => a.igUserId === id) && !ownerOf(id)) {
      const token = checkToken(state.auth, request);
      return isResponse(token) ? token : fakeInsights(state, request, id);
    }
    return asAccount(() => fakeInsights(state, request, id))(request);
  });
  api.on(
    'POST',
    `${v}/:id`,
    asAccount((request) => {
      const found = state.comments.find((entry) => entry.id === request.params.id);
      if (!found) return graphError(100, 'Unsupported post request');
      found.hidden = param(request, 'hide') === 'true';
      return { json: { success: true } };
    }),
  );
  api.on(
    'DELETE',
    `${v}/:id`,
    asAccount((request) => {
      const before = state.comments.length;
      state.comments = state.comments.filter((entry) => entry.id !== request.params.id);
      return state.comments.length < before
        ? { json: { success: true } }
        : graphError(100, 'Unsupported delete request');
    }),
  );
  api.on(
    'GET',
    `${v}/:id`,
    asAccount((request) => {
      const id = request.params.id ?? '';
      const container = state.containers.get(id);
      if (container) {
        if (container.status === 'IN_PROGRESS' && container.checksLeft-- <= 0) container.status = 'FINISHED';
        return { json: { id, status_code: container.status } };
      }
      const discovery = /^business_discovery\.username\(([^)]*)\)\{(.*)\}$/.exec(
        param(request, 'fields') ?? '',
      );
      if (discovery) return businessDiscovery(id, discovery[1] ?? '', discovery[2] ?? '');
      const account = state.accounts.find((entry) => entry.igUserId === id);
      if (account) return { json: { id, followers_count: account.followers } };
      return { json: { id, permalink: `https://www.instagram.com/p/${id}/` } };
    }),
  );

  /**
   * Business Discovery (IG User reference): the public fields asked of another Business or Creator
   * account, its media newest first up to `media.limit(n)`; a username it does not find (unknown,
   * personal or age-gated) answers code 110, subcode 2207013.
   */
  function businessDiscovery(igUserId: string, username: string, fields: string): FakeResponse {
    const found = state.discoverable.find((entry) => entry.username.toLowerCase() === username.toLowerCase());
    if (!found)
      return {
        status: 400,
        json: {
          error: {
            message: 'Invalid user id',
            type: 'OAuthException',
            code: 110,
            error_subcode: 2207013,
            is_transient: false,
            error_user_title: 'Cannot find User',
            error_user_msg: `The user with username: ${username} cannot be found.`,
            fbtrace_id: 'fake',
          },
        },
      };
    const asked = (name: string) => new RegExp(`(^|[,{])${name}([,{}.]|$)`).test(fields);
    const limit = Number(/media\.limit\((\d+)\)/.exec(fields)?.[1] ?? 25);
    const media = [...found.media]
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
      .slice(0, limit)
      .map((entry) => ({
        ...(entry.likeCount !== undefined ? { like_count: entry.likeCount } : {}),
        ...(entry.commentsCount !== undefined ? { comments_count: entry.commentsCount } : {}),
        timestamp: entry.timestamp,
        id: entry.id,
      }));
    return {
      json: {
        business_discovery: {
          ...(asked('username') ? { username: found.username } : {}),
          ...(asked('name') && found.name ? { name: found.name } : {}),
          ...(asked('profile_picture_url') ? { profile_picture_url: fakePictureUrl(api, found.id) } : {}),
          ...(asked('followers_count') ? { followers_count: found.followers } : {}),
          ...(asked('media') ? { media: { data: media } } : {}),
          id: found.id,
        },
        id: igUserId,
      },
    };
  }

  function comment(
    mediaId: string,
    text: string | undefined,
    parentId?: string,
    fromId?: string,
  ): FakeResponse {
    const id = nextId();
    const timestamp = graphTime();
    state.comments.push({
      id,
      mediaId,
      text: text ?? '',
      username: 'pagewise.bakery',
      timestamp,
      hidden: false,
      parentId,
      fromId,
    });
    return { json: { id } };
  }
  await api.start();
  return Object.assign(api, { state });
}

function commentJson(entry: { id: string; text: string; username: string; timestamp: string }) {
  return { id: entry.id, text: entry.text, username: entry.username, timestamp: entry.timestamp };
}

type Details = Pick<FakeInstagramContainer, 'locationId' | 'collaborators' | 'userTags' | 'coverUrl'>;

/**
 * `location_id`, `collaborators` and `user_tags` as the IG User Media reference takes them:
 * location and collaborators on image, Reel and carousel containers (not stories, not carousel
 * items); user tags on images (with x and y between 0 and 1), Reels and stories, not on a carousel.
 */
function readDetails(request: FakeRequest, mediaType: string, isVideo: boolean): Details | { error: string } {
  const locationId = param(request, 'location_id');
  const coverUrl = param(request, 'cover_url');
  if (coverUrl !== undefined && mediaType !== 'REELS') {
    return { error: 'Param cover_url is only supported on REELS containers' };
  }
  const collaborators = parseJson(param(request, 'collaborators'));
  const userTags = parseJson(param(request, 'user_tags'));
  const carouselItem = param(request, 'is_carousel_item') === 'true';
  const feed = !carouselItem && mediaType !== 'STORIES';
  if (locationId !== undefined && (!feed || !/^\d+$/.test(locationId))) {
    return { error: 'Param location_id must be a valid location page id on a feed container' };
  }
  if (collaborators !== undefined) {
    const names = Array.isArray(collaborators) && collaborators.every((name) => typeof name === 'string');
    if (!feed || !names || collaborators.length > 5) {
      return { error: 'Param collaborators must be a list of up to 5 usernames on a feed container' };
    }
  }
  if (userTags !== undefined) {
    const positioned = !isVideo && mediaType !== 'STORIES';
    const valid =
      mediaType !== 'CAROUSEL' &&
      Array.isArray(userTags) &&
      userTags.every((tag) => {
        if (typeof tag?.username !== 'string') return false;
        const inside = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;
        return positioned ? inside(tag.x) && inside(tag.y) : true;
      });
    if (!valid)
      return {
        error: 'Param user_tags must be a list of {username, x, y} (images: x and y between 0 and 1)',
      };
  }
  return {
    ...(locationId !== undefined ? { locationId } : {}),
    ...(coverUrl !== undefined ? { coverUrl } : {}),
    ...(collaborators !== undefined ? { collaborators: collaborators as string[] } : {}),
    ...(userTags !== undefined ? { userTags: userTags as Details['userTags'] } : {}),
  };
}

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
