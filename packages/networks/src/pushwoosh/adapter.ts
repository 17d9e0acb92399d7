import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { requireFields } from '../form-fields.ts';
import { requestJson } from '../http.ts';
import { uuidFromKey } from '../idempotency.ts';
import { NetworkError } from '../network-error.ts';

/** apiBaseUrl: https://api.pushwoosh.com, or a fake's URL. */
export type PushwooshConfig = { apiBaseUrl: string; timeoutMs?: number };

/** Every Remote API answer: `{ status_code, status_message, response }`; 200 is success. */
type Answer<T> = { status_code?: number; status_message?: string; response?: T };

/**
 * Web push through Pushwoosh's Remote API 1.3. Left out: `findPublished` (no way to look a
 * message up by our key; `transactionId` dedupes a resend for 5 minutes only, so a later
 * read-back cannot rely on it), `deletePost` (a sent push cannot be recalled), metrics, inbox.
 */
export function createPushwooshAdapter(config: PushwooshConfig): NetworkAdapter {
  async function call<T>(method: string, request: Record<string, unknown>, mutates = false): Promise<T> {
    const answer = await requestJson<Answer<T>>(
      {
        method: 'POST',
        url: `${config.apiBaseUrl}/json/1.3/${method}`,
        json: { request },
        mutates,
        timeoutMs: config.timeoutMs,
      },
      (status, body) => refusal(status, body as Answer<unknown> | undefined),
    );
    return answer.status_code === 200 ? (answer.response as T) : throwRefusal(answer);
  }

  return {
    kind: 'pushwoosh',
    rules: networkRules.pushwoosh,
    async connectWithForm(fields) {
      const { siteName, applicationCode, accessToken } = requireFields(fields, [
        'siteName',
        'applicationCode',
        'accessToken',
      ]);
      await call('getApplication', { auth: accessToken, application: applicationCode });
      const credentials = { accessToken, extra: { applicationCode, siteName } };
      return { credentials, pages: [{ remoteId: applicationCode, name: siteName, credentials }] };
    },
    async publish(page, post) {
      const title = post.title ?? page.name;
      const image = post.images?.[0]?.url;
      const sent = await call<{ Messages?: string[] }>(
        'createMessage',
        {
          application: page.remoteId,
          auth: page.credentials.accessToken,
          notifications: [
            {
              send_date: 'now',
              content: post.text,
              link: post.link,
              chrome_title: title,
              chrome_image: image,
              firefox_title: title,
              safari_title: title,
              // Pushwoosh drops a second message with the same transactionId within 5 minutes.
              transactionId: uuidFromKey(post.idempotencyKey),
            },
          ],
        },
        true,
      );
      const code = sent.Messages?.[0];
      if (!code)
        throw new NetworkError('unknown_outcome', 'Pushwoosh accepted the message but returned no code');
      return { remoteId: code };
    },
  };
}

function refusal(status: number, body: Answer<unknown> | undefined): NetworkError | undefined {
  if (status === 401 || status === 403) {
    return new NetworkError('reconnect', `Pushwoosh answered ${status}: ${body?.status_message ?? ''}`, {
      status,
      reason: 'pushwoosh_access_denied',
    });
  }
  if (status === 400) return refusalOf(body ?? {});
  return undefined;
}

function throwRefusal(answer: Answer<unknown>): never {
  throw refusalOf(answer);
}

/** Status 210 is an argument error: a wrong token or application code, or refused content. */
function refusalOf(answer: Answer<unknown>): NetworkError {
  const said = answer.status_message ?? `status ${answer.status_code}`;
  if (/access denied|not found|account/i.test(said)) {
    return new NetworkError('reconnect', `Pushwoosh: ${said}`, { reason: 'pushwoosh_access_denied' });
  }
  return new NetworkError('rejected', `Pushwoosh: ${said}`, { reason: said });
}
