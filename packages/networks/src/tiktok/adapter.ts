import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { createAttemptClock } from '../read-back.ts';
import { listCreator, readCreatorMetrics } from './account.ts';
import { readTikTokPageFigures, readTikTokPostFigures } from './figures.ts';
import { createTikTokOAuth } from './oauth.ts';
import { createPublishing, type PublishSettings } from './publish.ts';
import { createTikTokClient } from './tiktok-client.ts';

export type TikTokConfig = {
  /** `https://open.tiktokapis.com` in production. */
  apiBaseUrl: string;
  /** `https://www.tiktok.com` in production. */
  authBaseUrl: string;
  /** TikTok's client_key. */
  clientId: string;
  clientSecret: string;
  /** Unused: FILE_UPLOAD sends to the upload_url that video/init returns. */
  uploadBaseUrl?: string;
  timeoutMs?: number;
} & Partial<PublishSettings>;

const scopes = ['user.info.basic', 'user.info.stats', 'video.publish', 'video.list'];

/**
 * TikTok Content Posting API v2 (Direct Post): videos and photo posts with the spec's options,
 * read-back by publish_id or caption, metrics from the creator's videos. The API offers no way
 * to delete a post nor to read or answer comments, so deletePost, readInbox, reply and moderate
 * are left out.
 */
export function createTikTokAdapter(config: TikTokConfig): NetworkAdapter {
  const oauth = createTikTokOAuth(config, scopes);
  const tiktok = createTikTokClient(config.apiBaseUrl, config.timeoutMs);
  const publishing = createPublishing(
    tiktok,
    {
      videoSource: config.videoSource ?? 'FILE_UPLOAD',
      // Processing a video usually takes under a minute; past this the worker reads back later.
      publishWaitMs: config.publishWaitMs ?? 3 * 60_000,
      // status/fetch allows 30 requests a minute per user.
      statusPollMs: config.statusPollMs ?? 5_000,
      uploadTimeoutMs: config.uploadTimeoutMs ?? 10 * 60_000,
    },
    createAttemptClock(),
  );
  return {
    kind: 'tiktok',
    rules: networkRules.tiktok,
    authorizationUrl: oauth.authorizationUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    listPages: (credentials) => listCreator(tiktok, credentials),
    publish: publishing.publish,
    findPublished: publishing.findPublished,
    readMetrics: (page, days) => readCreatorMetrics(tiktok, page, days),
    readPageFigures: (page) => readTikTokPageFigures(tiktok, page),
    readPostFigures: (page, remoteIds) => readTikTokPostFigures(tiktok, page, remoteIds),
  };
}
