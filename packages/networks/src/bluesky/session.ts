import type { Credentials, RemotePage } from '../adapter.ts';
import { requireFields } from '../form-fields.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { agentFor, type BlueskyApi, xrpc } from './xrpc.ts';

type Tokens = { accessJwt: string; refreshJwt: string; did: string; handle: string };

/** Logs in with a handle and an app password (com.atproto.server.createSession). */
export async function connectAccount(
  api: BlueskyApi,
  defaultService: string,
  fields: Record<string, string>,
): Promise<{ credentials: Credentials; pages: RemotePage[] }> {
  const { handle, appPassword } = requireFields(fields, ['handle', 'appPassword']);
  const service = fields.service?.trim() || defaultService;
  const agent = agentFor(service, api);
  const { data } = await xrpc(false, () =>
    agent.com.atproto.server.createSession({ identifier: handle.replace(/^@/, ''), password: appPassword }),
  );
  const credentials = credentialsOf(data, service);
  let avatar: string | undefined;
  try {
    avatar = (await readAccount(api, credentials))[0]?.pictureUrl;
  } catch (error) {
    // The profile only brings the picture: the account is connected without one.
    if (!isNetworkError(error)) throw error;
  }
  const page: RemotePage = { remoteId: data.did, name: data.handle, credentials };
  return { credentials, pages: [avatar ? { ...page, pictureUrl: avatar } : page] };
}

/** The account as a page, read again (app.bsky.actor.getProfile): its handle and its `avatar`. */
export async function readAccount(api: BlueskyApi, credentials: Credentials): Promise<RemotePage[]> {
  const did = credentials.extra?.did;
  if (!did) throw new NetworkError('reconnect', 'The Bluesky page has no DID stored');
  const agent = agentFor(serviceOf(credentials), api, { accessJwt: credentials.accessToken, did });
  const { data } = await xrpc(false, () => agent.app.bsky.actor.getProfile({ actor: did }));
  const page: RemotePage = { remoteId: data.did, name: data.handle, credentials };
  return [data.avatar ? { ...page, pictureUrl: data.avatar } : page];
}

/** New tokens from the refresh token (com.atproto.server.refreshSession rotates both). */
export async function refreshSession(api: BlueskyApi, credentials: Credentials): Promise<Credentials> {
  const service = serviceOf(credentials);
  if (!credentials.refreshToken) throw new NetworkError('reconnect', 'No Bluesky refresh token stored');
  const agent = agentFor(service, api);
  try {
    const { data } = await xrpc(true, () =>
      agent.com.atproto.server.refreshSession(undefined, {
        headers: { authorization: `Bearer ${credentials.refreshToken}` },
      }),
    );
    return credentialsOf(data, service);
  } catch (error) {
    // An expired refresh token cannot be refreshed: the user must log in again.
    if (isNetworkError(error, 'token_expired')) {
      throw new NetworkError('reconnect', error.message, { status: error.status, reason: 'ExpiredToken' });
    }
    throw error;
  }
}

export function serviceOf(credentials: Credentials): string {
  const service = credentials.extra?.service;
  if (!service) throw new NetworkError('reconnect', 'The Bluesky page has no service stored');
  return service;
}

function credentialsOf(tokens: Tokens, service: string): Credentials {
  return {
    accessToken: tokens.accessJwt,
    refreshToken: tokens.refreshJwt,
    expiresAt: expiryOf(tokens.accessJwt),
    extra: { did: tokens.did, handle: tokens.handle, service },
  };
}

/** The access JWT's `exp`, when it can be read. */
function expiryOf(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000).toISOString() : undefined;
  } catch {
    return undefined;
  }
}
