import type { Credentials } from '../adapter.ts';
import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { FakeOAuth } from '../fake/fake-oauth.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { postStatistics } from './fake-statistics.ts';
import { linkedInScopes } from './oauth.ts';

export type FakeLiAcl = {
  member: string;
  organization: string;
  role: string;
  state: 'APPROVED' | 'REQUESTED';
};
export type FakeLiPost = {
  id: string;
  author: string;
  commentary: string;
  content?: unknown;
  createdAt: number;
  /** Its lifetime share statistics (`impressionCount`…); a count left out is not given. */
  statistics?: Record<string, number>;
};
export type FakeLiComment = {
  id: string;
  target: string;
  actor: string;
  text: string;
  createdAt: number;
  parent?: string;
};

/** The LinkedIn Community Management API as documented, with state for assertions. */
export async function startFakeLinkedIn() {
  // 60-day access tokens, 365-day refresh tokens that a refresh does not renew.
  const oauth = new FakeOAuth({
    accessSeconds: 60 * 86_400,
    refreshSeconds: 365 * 86_400,
    rotateRefresh: false,
  });
  const state = {
    oauth,
    clientSecret: 'secret',
    organizations: [
      { id: 111, localizedName: 'Pagewise Inc.', vanityName: 'pagewise' },
      { id: 222, localizedName: 'Pagewise Labs', vanityName: 'pagewise-labs' },
      { id: 333, localizedName: 'Analytics Only Co.', vanityName: 'analytics-only' },
      // A company page nobody here administers: found by its name, mentioned, never listed.
      { id: 444, localizedName: 'Boulangerie Durand', vanityName: 'boulangerie-durand' },
    ],
    acls: [
      {
        member: 'urn:li:person:m1',
        organization: 'urn:li:organization:111',
        role: 'ADMINISTRATOR',
        state: 'APPROVED',
      },
      {
        member: 'urn:li:person:m1',
        organization: 'urn:li:organization:222',
        role: 'CONTENT_ADMINISTRATOR',
        state: 'APPROVED',
      },
      {
        member: 'urn:li:person:m1',
        organization: 'urn:li:organization:333',
        role: 'ANALYST',
        state: 'APPROVED',
      },
    ] as FakeLiAcl[],
    posts: [] as FakeLiPost[],
    comments: [] as FakeLiComment[],
    uploads: new Map<string, number>(),
    followers: new Map<string, number>([['urn:li:organization:111', 4200]]),
    dailyImpressions: 50,
  };
  let next = 7_000_000;
  const fail = (status: number, code: string, message: string, serviceErrorCode?: number): FakeResponse => ({
    status,
    json: { status, code, message, ...(serviceErrorCode ? { serviceErrorCode } : {}) },
  });
  const authed =
    (scope: string, handler: (request: FakeRequest, member: string) => FakeResponse) =>
    (request: FakeRequest): FakeResponse => {
      if (!request.headers['linkedin-version'])
        return fail(400, 'VERSION_MISSING', 'A version must be present');
      const check = oauth.check(request.headers.authorization, scope);
      if (check.ok) return handler(request, check.token.userId);
      if (check.problem === 'revoked')
        return fail(
          401,
          'REVOKED_ACCESS_TOKEN',
          'The token used in the request has been revoked by the user',
          65601,
        );
      if (check.problem === 'scope')
        return fail(403, 'ACCESS_DENIED', `Not enough permissions to access: ${scope}`, 100);
      return fail(401, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired', 65600);
    };
  const canPost = (member: string, organization: string) =>
    state.acls.some(
      (acl) =>
        acl.member === member &&
        acl.organization === organization &&
        acl.state === 'APPROVED' &&
        ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR'].includes(acl.role),
    );
  const initialize = (kind: 'image' | 'document' | 'video') => (request: FakeRequest) => {
    const urn = `urn:li:${kind}:C4E${next++}`;
    state.uploads.set(urn, 0);
    const uploadUrl = `${api.url}/dms-uploads/${encodeURIComponent(urn)}`;
    if (request.query.get('action') === 'finalizeUpload') return { json: {} };
    if (kind !== 'video')
      return { json: { value: { uploadUrl, uploadUrlExpiresAt: Date.now() + 3_600_000, [kind]: urn } } };
    const size = Number(
      (request.body as { initializeUploadRequest: { fileSizeBytes: number } }).initializeUploadRequest
        .fileSizeBytes,
    );
    return {
      json: {
        value: {
          video: urn,
          uploadToken: 'tok',
          uploadInstructions: [{ uploadUrl, firstByte: 0, lastByte: size - 1 }],
        },
      },
    };
  };

  const api: FakeApi = new FakeApi()
    .on('GET', '/oauth/v2/authorization', (request) => {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      const code = oauth.approve(
        'urn:li:person:m1',
        (request.query.get('scope') ?? '').split(' '),
        redirectUri,
      );
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    })
    .on('POST', '/oauth/v2/accessToken', (request) => {
      const form = request.body as Record<string, string>;
      if (form.client_secret !== state.clientSecret)
        return { status: 401, json: { error: 'invalid_client' } };
      const token =
        form.grant_type === 'refresh_token'
          ? oauth.refresh(form.refresh_token ?? '')
          : oauth.exchange(form.code ?? '', form.redirect_uri ?? '');
      if (!token)
        return {
          status: 400,
          json: { error: 'invalid_grant', error_description: 'The token is invalid or expired' },
        };
      return {
        json: {
          access_token: token.accessToken,
          expires_in: 60 * 86_400,
          refresh_token: token.refreshToken,
          refresh_token_expires_in: Math.floor((token.refreshExpiresAt - Date.now()) / 1000),
          scope: token.scopes.join(','),
        },
      };
    })
    .on(
      'GET',
      '/rest/organizationAcls',
      authed('rw_organization_admin', (_request, member) => {
        const elements = state.acls
          .filter((acl) => acl.member === member)
          .map(({ member: roleAssignee, ...acl }) => ({ roleAssignee, ...acl }));
        return { json: { elements, paging: { start: 0, count: 100, total: elements.length } } };
      }),
    )
    .on(
      'GET',
      '/rest/organizations',
      // Organization Lookup by vanity name (case-insensitive, the whole name).
      authed('rw_organization_admin', (request) => {
        if (request.query.get('q') !== 'vanityName')
          return { status: 400, json: { status: 400, message: 'Unsupported finder' } };
        const wanted = (request.query.get('vanityName') ?? '').toLowerCase();
        const elements = state.organizations.filter((org) => org.vanityName.toLowerCase() === wanted);
        return { json: { elements } };
      }),
    )
    .on(
      'GET',
      '/rest/organizations/:id',
      authed('rw_organization_admin', (request) => {
        const organization = state.organizations.find((org) => String(org.id) === request.params.id);
        if (!organization) return { status: 404, json: { status: 404, message: 'Not found' } };
        return {
          json: { ...organization, logoV2: { cropped: `urn:li:digitalmediaAsset:logo${organization.id}` } },
        };
      }),
    )
    .on(
      'GET',
      '/rest/images/:urn',
      authed('rw_organization_admin', (request) => {
        const id = (request.params.urn ?? '').replace(/^urn:li:image:/, '');
        return {
          json: { id: request.params.urn, status: 'AVAILABLE', downloadUrl: fakePictureUrl(api, id) },
        };
      }),
    )
    .on('POST', '/rest/images', authed('w_organization_social', initialize('image')))
    .on('POST', '/rest/documents', authed('w_organization_social', initialize('document')))
    .on('POST', '/rest/videos', authed('w_organization_social', initialize('video')))
    .on('PUT', '/dms-uploads/:urn', (request) => {
      state.uploads.set(request.params.urn ?? '', request.rawBody.length);
      return { status: 201, headers: { etag: `etag-${request.rawBody.length}` } };
    })
    .on(
      'POST',
      '/rest/posts',
      authed('w_organization_social', (request, member) => {
        const body = request.body as { author: string; commentary: string; content?: unknown };
        if (!canPost(member, body.author))
          return fail(403, 'ACCESS_DENIED', 'Not enough permissions to post as this organization', 100);
        const duplicate = state.posts.find(
          (post) => post.author === body.author && post.commentary === body.commentary,
        );
        if (duplicate) return fail(422, 'DUPLICATE_POST', `Content is a duplicate of ${duplicate.id}`);
        if (!validPoll(body.content))
          return fail(422, 'UNPROCESSABLE_ENTITY', 'Poll content does not follow the Posts API');
        const post = {
          id: `urn:li:share:${next++}`,
          author: body.author,
          commentary: body.commentary,
          content: body.content,
          createdAt: Date.now(),
        };
        state.posts.push(post);
        return { status: 201, headers: { 'x-restli-id': post.id } };
      }),
    )
    .on(
      'GET',
      '/rest/posts',
      authed('r_organization_social', (request) => {
        const elements = state.posts
          .filter((post) => post.author === request.query.get('author'))
          .sort((a, b) => b.createdAt - a.createdAt);
        return {
          json: {
            elements: elements.slice(0, Number(request.query.get('count') ?? 10)),
            paging: { start: 0 },
          },
        };
      }),
    )
    .on(
      'DELETE',
      '/rest/posts/:urn',
      authed('w_organization_social', (request) => {
        state.posts = state.posts.filter((post) => post.id !== request.params.urn);
        return { status: 204 };
      }),
    )
    .on(
      'GET',
      '/rest/socialActions/:urn/comments',
      // A post's comments, or a comment's own (its replies) when the entity is a comment.
      authed('r_organization_social_feed', (request) => ({
        json: {
          elements: state.comments
            .filter((c) =>
              request.params.urn?.startsWith('urn:li:comment:')
                ? c.parent === request.params.urn
                : c.target === request.params.urn && !c.parent,
            )
            .map(commentJson),
        },
      })),
    )
    .on(
      'POST',
      '/rest/socialActions/:urn/comments',
      authed('w_organization_social_feed', (request) => {
        const body = request.body as {
          actor: string;
          object: string;
          parentComment?: string;
          message: { text: string };
        };
        const comment = addComment(body.object, body.actor, body.message.text, body.parentComment);
        return { status: 201, json: commentJson(comment) };
      }),
    )
    .on(
      'DELETE',
      '/rest/socialActions/:urn/comments/:id',
      authed('w_organization_social_feed', (request) => {
        state.comments = state.comments.filter(
          (c) => !(c.target === request.params.urn && c.id === request.params.id),
        );
        return { status: 204 };
      }),
    )
    .on(
      'GET',
      '/rest/networkSizes/:urn',
      authed('rw_organization_admin', (request) => ({
        json: { firstDegreeSize: state.followers.get(request.params.urn ?? '') ?? 0 },
      })),
    )
    .on(
      'GET',
      '/rest/organizationalEntityShareStatistics',
      authed('rw_organization_admin', (request) => {
        const listed = postStatistics(request, state.posts);
        if (listed) return { json: { elements: listed } };
        const range = /start:(\d+),end:(\d+)/.exec(request.query.get('timeIntervals') ?? '');
        const start = Number(range?.[1] ?? 0);
        const days = Math.round((Number(range?.[2] ?? 0) - start) / 86_400_000);
        const elements = Array.from({ length: days }, (_unused, day) => ({
          timeRange: { start: start + day * 86_400_000, end: start + (day + 1) * 86_400_000 },
          totalShareStatistics: {
            impressionCount: state.dailyImpressions,
            clickCount: 2,
            likeCount: 3,
            commentCount: 1,
            shareCount: 0,
          },
        }));
        return { json: { elements } };
      }),
    );

  function addComment(target: string, actor: string, text: string, parent?: string): FakeLiComment {
    const comment = {
      id: String(next++),
      target,
      actor,
      text,
      createdAt: Date.now(),
      ...(parent ? { parent } : {}),
    };
    state.comments.push(comment);
    return comment;
  }
  function commentJson(comment: FakeLiComment) {
    const commentUrn = `urn:li:comment:(${comment.target},${comment.id})`;
    return {
      id: comment.id,
      commentUrn,
      actor: comment.actor,
      object: comment.target,
      message: { text: comment.text },
      created: { time: comment.createdAt },
    };
  }

  serveFakePictures(api);
  await api.start();
  return Object.assign(api, {
    state,
    connect(member = 'urn:li:person:m1', scopes = linkedInScopes): Credentials {
      const token = oauth.issue(member, scopes);
      return {
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        expiresAt: new Date(token.expiresAt).toISOString(),
      };
    },
    /** A member comments on a post. */
    comment: (postUrn: string, text: string, actor = 'urn:li:person:m2') => addComment(postUrn, actor, text),
  });
}

export type FakeLinkedIn = Awaited<ReturnType<typeof startFakeLinkedIn>>;

/**
 * Posts API poll content: a question of up to 140 characters, 2 to 4 `options[].text` of up to
 * 30, `settings.duration` one of ONE_DAY, THREE_DAYS, SEVEN_DAYS, FOURTEEN_DAYS. No poll: valid.
 */
function validPoll(content: unknown): boolean {
  const poll = (content as { poll?: unknown } | undefined)?.poll as
    | { question?: unknown; options?: unknown; settings?: { duration?: unknown } }
    | undefined;
  if (!poll) return true;
  const options = Array.isArray(poll.options) ? (poll.options as { text?: unknown }[]) : [];
  const durations = ['ONE_DAY', 'THREE_DAYS', 'SEVEN_DAYS', 'FOURTEEN_DAYS'];
  return (
    typeof poll.question === 'string' &&
    poll.question.length >= 1 &&
    poll.question.length <= 140 &&
    options.length >= 2 &&
    options.length <= 4 &&
    options.every(
      (option) => typeof option?.text === 'string' && option.text.length >= 1 && option.text.length <= 30,
    ) &&
    durations.includes(String(poll.settings?.duration))
  );
}
