import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { FakeOAuth } from '../fake/fake-oauth.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { advance, type FakePublish, type FakeTikTokState } from './fake-state.ts';

const ok = { code: 'ok', message: '', log_id: 'fake-log' };
const data = (value: unknown): FakeResponse => ({ json: { data: value, error: ok } });
const tiktokError = (status: number, code: string, message: string): FakeResponse => ({
  status,
  json: { error: { code, message, log_id: 'fake-log' } },
});

/** TikTok Login Kit v2, Display API (user, videos) and Content Posting API (Direct Post), with media at /media/:name. */
export async function startFakeTikTok(): Promise<FakeApi & { state: FakeTikTokState }> {
  const oauth = new FakeOAuth({ accessSeconds: 86_400, refreshSeconds: 365 * 86_400, rotateRefresh: true });
  const state: FakeTikTokState = {
    oauth,
    seed: oauth.issue('open-id-1', ['user.info.basic', 'user.info.stats', 'video.publish', 'video.list']),
    creator: {
      creator_username: 'bakery',
      creator_nickname: 'Bakery',
      privacy_level_options: [
        'PUBLIC_TO_EVERYONE',
        'MUTUAL_FOLLOW_FRIENDS',
        'FOLLOWER_OF_CREATOR',
        'SELF_ONLY',
      ],
      comment_disabled: false,
      duet_disabled: true,
      stitch_disabled: false,
      max_video_post_duration_sec: 600,
    },
    publishes: [],
    processingPolls: 0,
    failReason: undefined,
    followerCount: 321,
  };
  const api = new FakeApi();
  serveFakePictures(api);
  const guarded =
    (handler: (request: FakeRequest, userId: string) => FakeResponse) => (request: FakeRequest) => {
      const check = oauth.check(request.headers.authorization);
      if (!check.ok)
        return tiktokError(
          401,
          'access_token_invalid',
          'The access token is invalid or not found in the request.',
        );
      return handler(request, check.token.userId);
    };
  const create = (mediaType: FakePublish['mediaType'], request: FakeRequest): FakePublish => {
    const body = request.body as { post_info: Record<string, unknown>; source_info: Record<string, unknown> };
    const publish: FakePublish = {
      publishId: `v_pub_${mediaType === 'VIDEO' ? 'url' : 'photo'}~v2.${state.publishes.length + 1}`,
      mediaType,
      postInfo: body.post_info,
      sourceInfo: body.source_info,
      uploaded: 0,
      status: 'PROCESSING_DOWNLOAD',
      pollsLeft: state.processingPolls,
      createTime: Math.floor(Date.now() / 1000),
    };
    state.publishes.push(publish);
    return publish;
  };
  const mismatch = (request: FakeRequest) => {
    const privacy =
      (request.body as { post_info?: { privacy_level?: string } }).post_info?.privacy_level ?? '';
    return state.creator.privacy_level_options.includes(privacy)
      ? undefined
      : tiktokError(400, 'privacy_level_option_mismatch', 'privacy_level is not among the creator options');
  };

  api
    .on('GET', '/media/:name', () => ({ text: 'fake video bytes', headers: { 'content-type': 'video/mp4' } }))
    .on('GET', '/v2/auth/authorize/', (request) => {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      const scopes = (request.query.get('scope') ?? '').split(',');
      const code = oauth.approve('open-id-1', scopes, redirectUri, request.query.get('code_challenge') ?? '');
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: target.toString() } };
    })
    .on('POST', '/v2/oauth/token/', (request) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const token =
        form.grant_type === 'authorization_code'
          ? oauth.exchange(form.code ?? '', form.redirect_uri ?? '', form.code_verifier)
          : oauth.refresh(form.refresh_token ?? '');
      if (!token)
        return {
          status: 400,
          json: { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.' },
        };
      return {
        json: {
          access_token: token.accessToken,
          expires_in: 86_400,
          refresh_token: token.refreshToken,
          refresh_expires_in: Math.round((token.refreshExpiresAt - Date.now()) / 1000),
          open_id: token.userId,
          scope: token.scopes.join(','),
          token_type: 'Bearer',
        },
      };
    })
    .on(
      'GET',
      '/v2/user/info/',
      guarded((_request, userId) =>
        data({
          user: {
            open_id: userId,
            display_name: 'Bakery',
            avatar_url: fakePictureUrl(api, userId),
            follower_count: state.followerCount,
          },
        }),
      ),
    )
    .on(
      'POST',
      '/v2/post/publish/creator_info/query/',
      guarded(() => data(state.creator)),
    )
    .on(
      'POST',
      '/v2/post/publish/video/init/',
      guarded((request) => {
        const refused = mismatch(request);
        if (refused) return refused;
        const publish = create('VIDEO', request);
        if (publish.sourceInfo.source !== 'FILE_UPLOAD') return data({ publish_id: publish.publishId });
        publish.status = 'PROCESSING_UPLOAD';
        return data({
          publish_id: publish.publishId,
          upload_url: `http://${request.headers.host}/upload/${publish.publishId}`,
        });
      }),
    )
    .on(
      'POST',
      '/v2/post/publish/content/init/',
      guarded((request) => mismatch(request) ?? data({ publish_id: create('PHOTO', request).publishId })),
    )
    .on('PUT', '/upload/:publishId', (request) => {
      const publish = state.publishes.find((entry) => entry.publishId === request.params.publishId);
      if (!publish) return tiktokError(404, 'invalid_params', 'unknown upload');
      publish.uploaded += request.rawBody.length;
      const complete = publish.uploaded >= Number(publish.sourceInfo.video_size);
      if (complete) publish.status = 'PROCESSING_DOWNLOAD';
      return { status: complete ? 201 : 206 };
    })
    .on(
      'POST',
      '/v2/post/publish/status/fetch/',
      guarded((request) => {
        const publishId = (request.body as { publish_id: string }).publish_id;
        const publish = state.publishes.find((entry) => entry.publishId === publishId);
        if (!publish) return tiktokError(400, 'invalid_publish_id', 'publish_id does not exist');
        advance(publish, state);
        return data({
          status: publish.status,
          ...(publish.status === 'FAILED' ? { fail_reason: state.failReason } : {}),
          ...(publish.postId ? { publicaly_available_post_id: [Number(publish.postId)] } : {}),
        });
      }),
    )
    .on(
      'POST',
      '/v2/video/list/',
      guarded(() => {
        // Publishing goes on whether or not anyone fetches its status.
        for (const publish of state.publishes) advance(publish, state);
        const videos = state.publishes
          .filter((publish) => publish.postId)
          .reverse()
          .map((publish) => ({
            id: publish.postId,
            title: String(publish.postInfo.title ?? ''),
            video_description: String(publish.postInfo.description ?? publish.postInfo.title ?? ''),
            create_time: publish.createTime,
            share_url: `https://www.tiktok.com/@bakery/video/${publish.postId}`,
            view_count: 100,
            like_count: 5,
            comment_count: 2,
            share_count: 1,
          }));
        return data({ videos, cursor: 0, has_more: false });
      }),
    )
    .on(
      'POST',
      '/v2/video/query/',
      guarded((request) => {
        const ids = ((request.body as { filters?: { video_ids?: string[] } })?.filters?.video_ids ?? []).map(
          String,
        );
        if (ids.length === 0 || ids.length > 20)
          return tiktokError(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 ids');
        // Only the fields asked for; a video TikTok does not have is not in `videos`.
        const fields = (request.query.get('fields') ?? '').split(',');
        const videos = state.publishes
          .filter((publish) => publish.postId && ids.includes(publish.postId))
          .map((publish) => {
            const counts = publish.counts ?? {
              view_count: 100,
              like_count: 5,
              comment_count: 2,
              share_count: 1,
            };
            return Object.fromEntries(
              Object.entries({ id: publish.postId, ...counts }).filter(([name]) => fields.includes(name)),
            );
          });
        return data({ videos });
      }),
    );
  return Object.assign(await api.start(), { state });
}
