import type { AuthorizationRequest, CodeExchange, Credentials } from '../adapter.ts';
import { requestJson } from '../http.ts';
import { readGraphError } from '../meta/graph-error.ts';

export type ThreadsConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  graphVersion?: string;
  timeoutMs?: number;
  pollIntervalMs?: number;
};

// developers.facebook.com/docs/threads/get-started/get-access-tokens-and-permissions
export const threadsScopes = [
  'threads_basic',
  'threads_content_publish',
  'threads_read_replies',
  'threads_manage_replies',
  'threads_manage_mentions',
  'threads_manage_insights',
  'threads_delete',
];

type TokenAnswer = { access_token: string; user_id?: string | number; expires_in?: number };

/** The Threads authorization window. Its docs describe no PKCE, so no challenge is sent. */
export function threadsAuthorizationUrl(config: ThreadsConfig, request: AuthorizationRequest): string {
  const url = new URL(`${config.authBaseUrl.replace(/\/$/, '')}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    scope: threadsScopes.join(','),
    response_type: 'code',
    state: request.state,
  }).toString();
  return url.toString();
}

/**
 * The code gives a short-lived token (1 hour), exchanged at once for a long-lived one (60
 * days) that `refreshThreadsToken` renews while it is valid and at least 24 hours old.
 */
export async function exchangeThreadsCode(
  config: ThreadsConfig,
  exchange: CodeExchange,
): Promise<Credentials> {
  const short = await requestJson<TokenAnswer>(
    {
      method: 'POST',
      url: endpoint(config, '/oauth/access_token'),
      form: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: exchange.redirectUri,
        code: exchange.code,
      },
      timeoutMs: config.timeoutMs,
    },
    readGraphError,
  );
  const long = await tokenCall(config, '/access_token', {
    grant_type: 'th_exchange_token',
    client_secret: config.clientSecret,
    access_token: short.access_token,
  });
  return { ...long, extra: { userId: String(short.user_id ?? '') } };
}

export async function refreshThreadsToken(
  config: ThreadsConfig,
  credentials: Credentials,
): Promise<Credentials> {
  const renewed = await tokenCall(config, '/refresh_access_token', {
    grant_type: 'th_refresh_token',
    access_token: credentials.accessToken,
  });
  return { ...renewed, extra: credentials.extra };
}

async function tokenCall(
  config: ThreadsConfig,
  path: string,
  params: Record<string, string>,
): Promise<Credentials> {
  const url = new URL(endpoint(config, path));
  url.search = new URLSearchParams(params).toString();
  const answer = await requestJson<TokenAnswer>(
    { url: url.toString(), timeoutMs: config.timeoutMs },
    readGraphError,
  );
  const seconds = answer.expires_in ?? 60 * 24 * 3600;
  return { accessToken: answer.access_token, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
}

function endpoint(config: ThreadsConfig, path: string): string {
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path}`;
}
