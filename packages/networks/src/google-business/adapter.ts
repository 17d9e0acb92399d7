import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { createGoogleClient } from '../google/google-request.ts';
import { createGoogleOAuth } from '../google/oauth.ts';
import { googleServiceUrl } from '../google/service-url.ts';
import { readByStreams } from '../inbox-streams.ts';
import { createAttemptClock } from '../read-back.ts';
import { businessFiguresKeptDays, readGoogleBusinessPageFigures } from './figures.ts';
import { createLocalPosts } from './local-posts.ts';
import { listLocations } from './locations.ts';
import { readPerformance } from './performance.ts';
import { createReviews } from './reviews.ts';

export type GoogleBusinessConfig = {
  /** `https://{service}.googleapis.com` in production (see google/service-url.ts). */
  apiBaseUrl: string;
  /** `https://accounts.google.com` in production. */
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  uploadBaseUrl?: string;
  timeoutMs?: number;
};

// business.manage covers accounts, locations, local posts, reviews and performance.
const scopes = ['https://www.googleapis.com/auth/business.manage'];

/**
 * Google Business Profile: locations as pages, local posts (text, one photo, a LEARN_MORE link),
 * reviews with replies, daily performance. Review moderation is not in the API.
 */
export function createGoogleBusinessAdapter(config: GoogleBusinessConfig): NetworkAdapter {
  const oauth = createGoogleOAuth(config, scopes);
  const service = (name: string) => googleServiceUrl(config.apiBaseUrl, name);
  const google = createGoogleClient(config.timeoutMs);
  const posts = createLocalPosts(google, service('mybusiness'), createAttemptClock());
  const reviews = createReviews(google, service('mybusiness'));
  return {
    kind: 'google_business',
    // The Performance API keeps about 18 months (figures.ts).
    pageFiguresHistoryDays: businessFiguresKeptDays,
    rules: networkRules.google_business,
    authorizationUrl: oauth.authorizationUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    listPages: (credentials) =>
      listLocations(
        google,
        {
          accounts: service('mybusinessaccountmanagement'),
          information: service('mybusinessbusinessinformation'),
          business: service('mybusiness'),
        },
        credentials,
      ),
    publish: posts.publish,
    findPublished: posts.findPublished,
    deletePost: posts.deletePost,
    ...readByStreams({ reviews: (page, since) => reviews.readInbox(page, since) }),
    reply: reviews.reply,
    findReply: reviews.findReply,
    readMetrics: (page, days) => readPerformance(google, service('businessprofileperformance'), page, days),
    readPageFigures: (page, days) =>
      readGoogleBusinessPageFigures(google, service('businessprofileperformance'), page, days),
  };
}
