import type { Credentials } from '../adapter.ts';
import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { FakeOAuth } from '../fake/fake-oauth.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { accountMetrics, pinAnalytics } from './fake-analytics.ts';
import { pinterestScopes } from './oauth.ts';

export type FakeBoard = { id: string; owner: string; name: string; description?: string; privacy: string };
export type FakePin = {
  id: string;
  owner: string;
  board_id: string;
  title: string | null;
  description: string | null;
  link: string | null;
  media_source: unknown;
  created_at: string;
  /** Its analytics by metric type (`IMPRESSION`…, `TOTAL_COMMENTS`…); a type left out is not given. */
  analytics?: Record<string, number>;
};

/** Pinterest API v5 as documented, with state for assertions. */
export async function startFakePinterest() {
  // 30-day access tokens; continuous refresh gives a new 60-day refresh token each time.
  const oauth = new FakeOAuth({
    accessSeconds: 30 * 86_400,
    refreshSeconds: 60 * 86_400,
    rotateRefresh: true,
  });
  const state = {
    oauth,
    users: [{ id: 'pu1', username: 'pagewise', business_name: 'Pagewise', follower_count: 870 }],
    boards: [{ id: 'b1', owner: 'pu1', name: 'Ideas', privacy: 'PUBLIC' }] as FakeBoard[],
    pins: [] as FakePin[],
    media: new Map<string, string>(),
    uploads: 0,
    /** Days the account analytics answer as PROCESSING (no figures yet). */
    processingDays: [] as string[],
  };
  let next = 900_000;
  const fail = (status: number, code: number, message: string): FakeResponse => ({
    status,
    json: { code, message },
  });
  const authed =
    (scope: string, handler: (request: FakeRequest, userId: string) => FakeResponse) =>
    (request: FakeRequest): FakeResponse => {
      const check = oauth.check(request.headers.authorization, scope);
      if (check.ok) return handler(request, check.token.userId);
      if (check.problem === 'scope')
        return fail(403, 3, `Your application consumer type is not supported for ${scope}.`);
      return fail(401, 2, 'Authentication failed.');
    };

  const api: FakeApi = new FakeApi()
    .on('GET', '/oauth/', (request) => {
      const redirectUri = request.query.get('redirect_uri') ?? '';
      const code = oauth.approve('pu1', (request.query.get('scope') ?? '').split(','), redirectUri);
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', request.query.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    })
    .on('POST', '/v5/oauth/token', (request) => {
      const form = request.body as Record<string, string>;
      if (!String(request.headers.authorization).startsWith('Basic '))
        return fail(401, 2, 'Authentication failed.');
      const token =
        form.grant_type === 'refresh_token'
          ? oauth.refresh(form.refresh_token ?? '')
          : oauth.exchange(form.code ?? '', form.redirect_uri ?? '');
      if (!token) return fail(400, 1, 'Invalid refresh token or authorization code.');
      return {
        json: {
          access_token: token.accessToken,
          refresh_token: token.refreshToken,
          response_type: form.grant_type === 'refresh_token' ? 'refresh_token' : 'authorization_code',
          token_type: 'bearer',
          expires_in: 30 * 86_400,
          refresh_token_expires_in: Math.floor((token.refreshExpiresAt - Date.now()) / 1000),
          scope: token.scopes.join(','),
        },
      };
    })
    .on(
      'GET',
      '/v5/user_account',
      authed('user_accounts:read', (_request, userId) => ({
        json: ((user) => user && { ...user, profile_image: fakePictureUrl(api, user.id) })(
          state.users.find((u) => u.id === userId),
        ),
      })),
    )
    .on(
      'GET',
      '/v5/user_account/analytics',
      authed('user_accounts:read', (request) => {
        const start = Date.parse(request.query.get('start_date') ?? '');
        const days = Math.round((Date.parse(request.query.get('end_date') ?? '') - start) / 86_400_000) + 1;
        const daily_metrics = Array.from({ length: days }, (_unused, day) => ({
          date: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
          data_status: state.processingDays.includes(
            new Date(start + day * 86_400_000).toISOString().slice(0, 10),
          )
            ? 'PROCESSING'
            : 'READY',
          metrics: accountMetrics(request.query.get('metric_types') ?? ''),
        }));
        return { json: { all: { daily_metrics, summary_metrics: {} } } };
      }),
    )
    .on(
      'GET',
      '/v5/boards',
      authed('boards:read', (_request, userId) => ({
        json: {
          items: state.boards.filter((b) => b.owner === userId).map(({ owner: _owner, ...board }) => board),
          bookmark: null,
        },
      })),
    )
    .on(
      'POST',
      '/v5/boards',
      authed('boards:write', (request, userId) => {
        const body = request.body as Omit<FakeBoard, 'id' | 'owner'>;
        if (!body.name) return fail(400, 1, 'Board name is required.');
        const board = { id: `b${next++}`, owner: userId, ...body, privacy: body.privacy ?? 'PUBLIC' };
        state.boards.push(board);
        return {
          status: 201,
          json: { id: board.id, name: board.name, privacy: board.privacy, description: board.description },
        };
      }),
    )
    .on(
      'GET',
      '/v5/boards/:id/pins',
      authed('pins:read', (request) => ({
        json: { items: state.pins.filter((p) => p.board_id === request.params.id).reverse(), bookmark: null },
      })),
    )
    .on(
      'POST',
      '/v5/pins',
      authed('pins:write', (request, userId) => {
        const body = request.body as Partial<FakePin>;
        if (!state.boards.some((b) => b.id === body.board_id && b.owner === userId))
          return fail(404, 40, 'Board not found.');
        // Pinterest dates have no zone (UTC).
        const pin: FakePin = {
          id: String(next++),
          owner: userId,
          board_id: body.board_id ?? '',
          title: body.title ?? null,
          description: body.description ?? null,
          link: body.link ?? null,
          media_source: body.media_source,
          created_at: new Date().toISOString().slice(0, 19),
        };
        state.pins.push(pin);
        return { status: 201, json: pin };
      }),
    )
    .on(
      'GET',
      '/v5/pins/:id/analytics',
      authed('pins:read', (request) => {
        const pin = state.pins.find((p) => p.id === request.params.id);
        if (!pin) return fail(404, 50, 'Pin not found.');
        return { json: pinAnalytics(pin, request.query.get('metric_types') ?? '') };
      }),
    )
    .on(
      'DELETE',
      '/v5/pins/:id',
      authed('pins:write', (request) => {
        const before = state.pins.length;
        state.pins = state.pins.filter((p) => p.id !== request.params.id);
        return before === state.pins.length ? fail(404, 50, 'Pin not found.') : { status: 204 };
      }),
    )
    .on(
      'POST',
      '/v5/media',
      authed('pins:write', () => {
        const id = String(next++);
        state.media.set(id, 'registered');
        return {
          status: 201,
          json: {
            media_id: id,
            media_type: 'video',
            upload_url: `${api.url}/video-uploads`,
            upload_parameters: { key: `uploads/${id}`, 'x-amz-signature': 'sig' },
          },
        };
      }),
    )
    .on('POST', '/video-uploads', (request) => {
      const key = /name="key"\r\n\r\nuploads\/(\d+)/.exec(request.rawBody.toString())?.[1] ?? '';
      state.media.set(key, 'succeeded');
      state.uploads += 1;
      return { status: 204 };
    })
    .on(
      'GET',
      '/v5/media/:id',
      authed('pins:write', (request) => ({
        json: {
          media_id: request.params.id,
          media_type: 'video',
          status: state.media.get(request.params.id ?? '') ?? 'failed',
        },
      })),
    );

  serveFakePictures(api);
  await api.start();
  return Object.assign(api, {
    state,
    connect(userId = 'pu1', scopes = pinterestScopes): Credentials {
      const token = oauth.issue(userId, scopes);
      return {
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        expiresAt: new Date(token.expiresAt).toISOString(),
      };
    },
  });
}

export type FakePinterest = Awaited<ReturnType<typeof startFakePinterest>>;
