import { networkRules } from '@pagewise/shared/networks/rules';
import type { ConnectedPage, NetworkAdapter, OutgoingPost, PublishedPost } from '../adapter.ts';
import { requireFields } from '../form-fields.ts';
import { uuidFromKey } from '../idempotency.ts';
import { NetworkError } from '../network-error.ts';
import { readOneSignalMetrics } from './metrics.ts';
import { appQuery, callOneSignal, errorsOf, type OneSignalApi, type OneSignalKeys } from './onesignal-api.ts';

export type OneSignalConfig = OneSignalApi;

type Sent = { id?: string; recipients?: number; errors?: unknown };

/**
 * Web push through OneSignal. A sent notification cannot be taken back (OneSignal cancels only
 * scheduled ones), so `deletePost` is left out; there is no inbox.
 */
export function createOneSignalAdapter(config: OneSignalConfig): NetworkAdapter {
  const keysOf = (page: ConnectedPage): OneSignalKeys => ({
    appId: page.remoteId,
    restApiKey: page.credentials.accessToken,
  });

  async function send(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost> {
    const keys = keysOf(page);
    const sent = await callOneSignal<Sent>(config, keys, {
      method: 'POST',
      path: '/api/v1/notifications',
      mutates: true,
      json: {
        app_id: keys.appId,
        target_channel: 'push',
        included_segments: ['Subscribed Users'],
        headings: { en: post.title ?? page.name },
        contents: { en: post.text },
        url: post.link,
        chrome_web_image: post.images?.[0]?.url,
        // OneSignal returns the first notification for a key it saw in the last 30 days.
        idempotency_key: uuidFromKey(post.idempotencyKey),
      },
    });
    // OneSignal answers 200 without an id when nobody can receive it.
    if (!sent.id) {
      throw new NetworkError('rejected', `OneSignal sent nothing: ${errorsOf(sent)}`, {
        reason: errorsOf(sent) || 'onesignal_no_recipients',
      });
    }
    return { remoteId: sent.id };
  }

  return {
    kind: 'onesignal',
    rules: networkRules.onesignal,
    async connectWithForm(fields) {
      const { siteName, appId, restApiKey } = requireFields(fields, ['siteName', 'appId', 'restApiKey']);
      // Viewing the app needs the Organization key, which the form does not ask for; listing its
      // notifications checks the app id and the REST API key together.
      await callOneSignal(
        config,
        { appId, restApiKey },
        { path: `/api/v1/notifications?${appQuery(appId)}&limit=1` },
      );
      const credentials = { accessToken: restApiKey, extra: { appId, siteName } };
      return { credentials, pages: [{ remoteId: appId, name: siteName, credentials }] };
    },
    publish: send,
    // Sending again with the same idempotency_key cannot send twice: it is the read-back.
    findPublished: send,
    readMetrics: (page, days) => readOneSignalMetrics(config, keysOf(page), days),
  };
}
