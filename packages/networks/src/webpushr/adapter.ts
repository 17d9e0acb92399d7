import { createHash } from 'node:crypto';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Credentials, NetworkAdapter } from '../adapter.ts';
import { requireFields } from '../form-fields.ts';
import { type HttpRequest, requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';

/** apiBaseUrl: https://api.webpushr.com, or a fake's URL. */
export type WebpushrConfig = { apiBaseUrl: string; timeoutMs?: number };

type Failure = { status?: string; type?: string; description?: string };

/**
 * Web push through Webpushr's REST API. Left out: `findPublished` (no idempotency key and no
 * search by our key: after an unknown outcome the caller must ask the user before resending),
 * `deletePost` (a sent push cannot be recalled), metrics and inbox.
 */
export function createWebpushrAdapter(config: WebpushrConfig): NetworkAdapter {
  const call = <T>(
    credentials: Credentials,
    request: Omit<HttpRequest, 'url' | 'headers'> & { path: string },
  ) =>
    requestJson<T>(
      {
        ...request,
        url: `${config.apiBaseUrl}${request.path}`,
        headers: {
          webpushrKey: credentials.extra?.restApiKey ?? '',
          webpushrAuthToken: credentials.accessToken,
        },
        timeoutMs: config.timeoutMs,
      },
      readWebpushrError,
    );

  return {
    kind: 'webpushr',
    rules: networkRules.webpushr,
    async connectWithForm(fields) {
      const { siteName, restApiKey, authToken } = requireFields(fields, [
        'siteName',
        'restApiKey',
        'authToken',
      ]);
      const credentials: Credentials = { accessToken: authToken, extra: { restApiKey, siteName } };
      await call(credentials, { path: '/v1/site/info' });
      // Webpushr keys belong to one site, which has no other id to show: the key stands for it,
      // as its SHA-256, since the key itself is half of the credentials.
      const remoteId = createHash('sha256').update(restApiKey).digest('hex');
      return { credentials, pages: [{ remoteId, name: siteName, credentials }] };
    },
    async publish(page, post) {
      const sent = await call<{ ID?: string | number }>(page.credentials, {
        method: 'POST',
        path: '/v1/notification/send/all',
        mutates: true,
        json: {
          title: post.title ?? page.name,
          message: post.text,
          target_url: post.link,
          image: post.images?.[0]?.url,
          // The campaign name shown in Webpushr's dashboard, to find it by hand.
          name: post.idempotencyKey,
        },
      });
      if (sent.ID === undefined) throw new NetworkError('unknown_outcome', 'Webpushr answered without an ID');
      return { remoteId: String(sent.ID) };
    },
  };
}

/** Webpushr answers `{ status: 'failure', type, description }`; keys never expire. */
function readWebpushrError(status: number, body: unknown): NetworkError | undefined {
  const failure = (body ?? {}) as Failure;
  const said = failure.description ?? failure.type ?? `status ${status}`;
  if (status === 401 || status === 403 || failure.type === 'authentication_failure') {
    return new NetworkError('reconnect', `Webpushr: ${said}`, { status, reason: 'webpushr_keys_invalid' });
  }
  if (status === 400 || status === 422)
    return new NetworkError('rejected', `Webpushr: ${said}`, { status, reason: said });
  return undefined;
}
