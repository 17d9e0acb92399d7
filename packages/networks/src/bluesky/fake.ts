import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import {
  type BlueskyFakeState,
  blobCid,
  emptyState,
  type FakeAccount,
  type FakeRecord,
  fakeCid,
  fakeJwt,
} from './fake-state.ts';

export type BlueskyFake = FakeApi & {
  state: BlueskyFakeState;
  addAccount(handle: string, appPassword: string, followers?: number): FakeAccount;
};

const xrpcError = (status: number, error: string, message: string): FakeResponse => ({
  status,
  json: { error, message },
});

/** A PDS answering the XRPC methods the adapter calls, with its documented error bodies. */
export async function startFakeBluesky(): Promise<BlueskyFake> {
  const state = emptyState();
  let issued = 0;
  const session = (account: FakeAccount) => {
    const accessJwt = fakeJwt('access', ++issued, 7200);
    const refreshJwt = fakeJwt('refresh', issued, 90 * 86400);
    state.accessTokens.set(accessJwt, account.did);
    state.refreshTokens.set(refreshJwt, account.did);
    return { json: { accessJwt, refreshJwt, did: account.did, handle: account.handle, active: true } };
  };
  const byDid = (did: string | undefined) => state.accounts.find((a) => a.did === did);
  const bearer = (request: FakeRequest) =>
    String(request.headers.authorization ?? '').replace(/^Bearer /, '');
  const authed = (request: FakeRequest): FakeAccount | FakeResponse => {
    const token = bearer(request);
    if (state.expired.has(token)) return xrpcError(400, 'ExpiredToken', 'Token has expired');
    return byDid(state.accessTokens.get(token)) ?? xrpcError(401, 'AuthenticationRequired', 'Invalid token');
  };
  const withAccount =
    (handler: (account: FakeAccount, request: FakeRequest) => FakeResponse) => (request: FakeRequest) => {
      const account = authed(request);
      return 'did' in account ? handler(account, request) : account;
    };
  const find = (repo: unknown, rkey: unknown) =>
    state.records.find((r) => r.repo === repo && r.rkey === rkey);

  const api: FakeApi = new FakeApi()
    .on('POST', '/xrpc/com.atproto.server.createSession', (request) => {
      const { identifier, password } = (request.body ?? {}) as { identifier?: string; password?: string };
      const account = state.accounts.find((a) => a.handle === identifier || a.did === identifier);
      if (!account || account.appPassword !== password) {
        return xrpcError(401, 'AuthenticationRequired', 'Invalid identifier or password');
      }
      return session(account);
    })
    .on('POST', '/xrpc/com.atproto.server.refreshSession', (request) => {
      const token = bearer(request);
      const account = byDid(state.refreshTokens.get(token));
      if (!account) return xrpcError(400, 'ExpiredToken', 'Token has been revoked');
      state.refreshTokens.delete(token);
      return session(account);
    })
    .on('GET', '/xrpc/com.atproto.identity.resolveHandle', (request) => {
      const account = state.accounts.find((a) => a.handle === request.query.get('handle'));
      return account
        ? { json: { did: account.did } }
        : xrpcError(400, 'InvalidRequest', 'Unable to resolve handle');
    })
    .on(
      'POST',
      '/xrpc/com.atproto.repo.uploadBlob',
      withAccount((_account, request) => {
        const blob = { mimeType: String(request.headers['content-type']), size: request.rawBody.length };
        state.blobs.push(blob);
        return { json: { blob: { $type: 'blob', ref: { $link: blobCid }, ...blob } } };
      }),
    )
    .on(
      'POST',
      '/xrpc/com.atproto.repo.createRecord',
      withAccount((account, request) => {
        const body = (request.body ?? {}) as {
          repo?: string;
          collection?: string;
          rkey?: string;
          record?: Record<string, unknown>;
        };
        if (body.repo !== account.did) return xrpcError(403, 'InvalidToken', 'Not your repo');
        const text = String(body.record?.text ?? '');
        if ([...new Intl.Segmenter().segment(text)].length > 300) {
          return xrpcError(
            400,
            'InvalidRequest',
            'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
          );
        }
        const rkey = body.rkey ?? `3l${String(state.records.length).padStart(11, '2')}`;
        if (find(account.did, rkey))
          return xrpcError(400, 'InvalidRequest', `Record already exists at ${rkey}`);
        const record: FakeRecord = {
          uri: `at://${account.did}/${body.collection}/${rkey}`,
          cid: fakeCid,
          repo: account.did,
          rkey,
          value: body.record ?? {},
        };
        state.records.push(record);
        return { json: { uri: record.uri, cid: record.cid } };
      }),
    )
    // The PDS answers for its own accounts' records, and asks the AppView for others' (here: the
    // posts of the notifications).
    .on('GET', '/xrpc/com.atproto.repo.getRecord', (request) => {
      const rkey = request.query.get('rkey');
      const uri = `at://${request.query.get('repo')}/${request.query.get('collection')}/${rkey}`;
      const record = find(request.query.get('repo'), rkey);
      if (record) return { json: { uri: record.uri, cid: record.cid, value: record.value } };
      const noticed = state.notifications.find((n) => n.uri === uri);
      if (noticed) return { json: { uri: noticed.uri, cid: noticed.cid, value: noticed.record } };
      return xrpcError(400, 'RecordNotFound', `Could not locate record: ${uri}`);
    })
    .on(
      'POST',
      '/xrpc/com.atproto.repo.deleteRecord',
      withAccount((account, request) => {
        const { repo, rkey } = (request.body ?? {}) as { repo?: string; rkey?: string };
        if (repo !== account.did) return xrpcError(403, 'InvalidToken', 'Not your repo');
        state.records = state.records.filter((r) => !(r.repo === repo && r.rkey === rkey));
        return { json: {} };
      }),
    )
    .on(
      'GET',
      '/xrpc/app.bsky.notification.listNotifications',
      withAccount(() => ({
        json: { notifications: state.notifications.map((n) => ({ ...n, isRead: false })) },
      })),
    )
    .on(
      'GET',
      '/xrpc/app.bsky.feed.getPosts',
      withAccount((_account, request) => {
        const uris = request.query.getAll('uris');
        if (uris.length > 25)
          return xrpcError(400, 'InvalidRequest', 'uris must not have more than 25 elements');
        // The AppView leaves out a post it does not have (deleted), and gives each one's counts.
        const posts = uris.flatMap((uri) => {
          const record = state.records.find((entry) => entry.uri === uri);
          const author = state.accounts.find((entry) => entry.did === record?.repo);
          if (!record || !author) return [];
          const counts = state.postCounts.get(uri) ?? {};
          const view = { uri, cid: record.cid, author: { did: author.did, handle: author.handle } };
          return [{ ...view, record: record.value, ...counts, indexedAt: new Date().toISOString() }];
        });
        return { json: { posts } };
      }),
    )
    .on(
      'GET',
      '/xrpc/app.bsky.actor.getProfile',
      withAccount((_account, request) => {
        const account = state.accounts.find(
          (a) => a.did === request.query.get('actor') || a.handle === request.query.get('actor'),
        );
        if (!account) return xrpcError(400, 'InvalidRequest', 'Profile not found');
        return {
          json: {
            did: account.did,
            handle: account.handle,
            ...(account.displayName ? { displayName: account.displayName } : {}),
            followersCount: account.followers,
            avatar: fakePictureUrl(api, account.did),
          },
        };
      }),
    );
  // An account's own posts, newest first, with each one's counts as the AppView gives them; an
  // actor it does not know answers 400 InvalidRequest "Profile not found", as getProfile does.
  api.on(
    'GET',
    '/xrpc/app.bsky.feed.getAuthorFeed',
    withAccount((_account, request) => {
      const actor = request.query.get('actor');
      const author = state.accounts.find((a) => a.did === actor || a.handle === actor);
      if (!author) return xrpcError(400, 'InvalidRequest', 'Profile not found');
      const limit = Number(request.query.get('limit') ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return xrpcError(400, 'InvalidRequest', 'limit must be between 1 and 100');
      const noReplies = request.query.get('filter') === 'posts_no_replies';
      const feed = state.records
        .filter((record) => record.repo === author.did && record.uri.includes('/app.bsky.feed.post/'))
        .filter((record) => !(noReplies && record.value.reply))
        .reverse()
        .slice(0, limit)
        .map((record) => ({
          post: {
            uri: record.uri,
            cid: record.cid,
            author: { did: author.did, handle: author.handle },
            record: record.value,
            ...(state.postCounts.get(record.uri) ?? {}),
            indexedAt: String(record.value.createdAt ?? new Date().toISOString()),
          },
        }));
      return { json: { feed } };
    }),
  );
  const fake = Object.assign(api, {
    state,
    addAccount(handle: string, appPassword: string, followers = 0) {
      const account = { did: `did:plc:fake${state.accounts.length + 1}`, handle, appPassword, followers };
      state.accounts.push(account);
      return account;
    },
  });
  serveFakePictures(api);
  return fake.start();
}
