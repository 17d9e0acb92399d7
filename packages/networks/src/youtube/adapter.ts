import { setTimeout as wait } from 'node:timers/promises';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { createGoogleClient } from '../google/google-request.ts';
import { createGoogleOAuth } from '../google/oauth.ts';
import { googleServiceUrl } from '../google/service-url.ts';
import { readByStreams } from '../inbox-streams.ts';
import { createAttemptClock } from '../read-back.ts';
import { listChannels } from './channels.ts';
import { createComments } from './comments.ts';
import { readYouTubeCompetitor } from './competitor.ts';
import { readYouTubePageFigures, readYouTubePostFigures } from './figures.ts';
import { readChannelMetrics } from './metrics.ts';
import { createVideos } from './videos.ts';

export type YouTubeConfig = {
  /** `https://{service}.googleapis.com` in production (see google/service-url.ts). */
  apiBaseUrl: string;
  /** `https://accounts.google.com` in production. */
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where `/upload/youtube/v3/videos` lives; the YouTube API host unless given. */
  uploadBaseUrl?: string;
  timeoutMs?: number;
  /** For each piece of a video upload. */
  uploadTimeoutMs?: number;
  /** How the upload waits before asking what arrived after a failed piece (tests: no wall-clock wait). */
  sleep?: (ms: number) => Promise<void>;
};

// force-ssl covers channels, playlists and comment moderation; upload the videos.insert call;
// yt-analytics the daily report.
const scopes = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/yt-analytics.readonly',
];

/**
 * YouTube Data API v3: the account's channel as the page, video uploads with the spec's options,
 * comment replies and moderation, channel metrics.
 */
export function createYouTubeAdapter(config: YouTubeConfig): NetworkAdapter {
  const oauth = createGoogleOAuth(config, scopes);
  const google = createGoogleClient(config.timeoutMs);
  const api = googleServiceUrl(config.apiBaseUrl, 'youtube');
  const videos = createVideos(
    google,
    {
      api,
      upload: config.uploadBaseUrl?.replace(/\/$/, '') ?? api,
      uploadTimeoutMs: config.uploadTimeoutMs ?? 5 * 60_000,
      sleep: config.sleep ?? wait,
    },
    createAttemptClock(),
  );
  const comments = createComments(google, api);
  const analytics = googleServiceUrl(config.apiBaseUrl, 'youtubeanalytics');
  return {
    kind: 'youtube',
    // Analytics reports any past day in one query; two years are what reports keep.
    pageFiguresHistoryDays: 730,
    rules: networkRules.youtube,
    authorizationUrl: oauth.authorizationUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    listPages: (credentials) => listChannels(google, api, credentials),
    publish: videos.publish,
    findPublished: videos.findPublished,
    deletePost: videos.deletePost,
    ...readByStreams({ comments: (page, since) => comments.readInbox(page, since) }),
    reply: comments.reply,
    findReply: comments.findReply,
    moderate: comments.moderate,
    readMetrics: (page, days) => readChannelMetrics(google, { api, analytics }, page, days),
    readPageFigures: (page, days) => readYouTubePageFigures(google, { api, analytics }, page, days),
    readPostFigures: (page, remoteIds) => readYouTubePostFigures(google, { api, analytics }, page, remoteIds),
    readCompetitor: (page, handle) => readYouTubeCompetitor(google, api, page, handle),
  };
}
