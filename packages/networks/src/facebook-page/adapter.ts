import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { readByStreams } from '../inbox-streams.ts';
import {
  defaultGraphVersion,
  exchangeFacebookCode,
  facebookAuthorizationUrl,
  type MetaAppConfig,
} from '../meta/facebook-login.ts';
import { createGraphClient } from '../meta/graph-client.ts';
import { listManagedPages } from '../meta/page-accounts.ts';
import { roleFromTasks } from '../meta/page-role.ts';
import { createAttemptClock } from '../read-back.ts';
import { readFacebookCompetitor } from './competitor.ts';
import { readFacebookPageFigures, readFacebookPostFigures } from './figures.ts';
import {
  blockOnFacebook,
  findFacebookReply,
  likeOnFacebook,
  moderateOnFacebook,
  readFacebookComments,
  readFacebookMentions,
  readFacebookMessages,
  readFacebookRatings,
  replyOnFacebook,
} from './inbox.ts';
import { readFacebookMetrics } from './metrics.ts';
import { createFacebookPublisher } from './publish.ts';

// Permissions of the Pages API (developers.facebook.com/docs/permissions).
export const facebookPageScopes = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'pages_manage_engagement',
  'pages_read_user_content',
  'pages_messaging',
  'read_insights',
];

/**
 * Facebook pages through the Graph API. The connection holds a long-lived user token (about 60
 * days, no refresh token, so no `refresh`); each page gets its own page token from
 * /me/accounts, which does not expire, and every page call uses it.
 */
export function createFacebookPageAdapter(config: MetaAppConfig): NetworkAdapter {
  const rules = networkRules.facebook_page;
  const graph = createGraphClient({
    baseUrl: config.apiBaseUrl,
    version: config.graphVersion ?? defaultGraphVersion,
    timeoutMs: config.timeoutMs,
  });
  const publisher = createFacebookPublisher(graph, createAttemptClock(), rules.images?.carouselMax ?? 1);
  return {
    kind: 'facebook_page',
    // Page Insights keep two years, read 90 days a call (figures.ts).
    pageFiguresHistoryDays: 730,
    rules,
    authorizationUrl: (request) => facebookAuthorizationUrl(config, facebookPageScopes, request),
    exchangeCode: (exchange) => exchangeFacebookCode(config, exchange),
    async listPages(credentials) {
      const pages = await listManagedPages(graph, credentials.accessToken);
      return pages.map((page) => ({
        remoteId: page.id,
        name: page.name,
        pictureUrl: page.picture?.data?.url,
        credentials: { accessToken: page.access_token ?? credentials.accessToken },
        role: roleFromTasks(page.tasks),
      }));
    },
    publish: (page, post) => publisher.publish(page, post),
    findPublished: (page, post) => publisher.findPublished(page, post),
    deletePost: (page, remoteId) => graph.delete(`/${remoteId}`, page.credentials.accessToken),
    ...readByStreams({
      comments: (page, since) => readFacebookComments(graph, page, since),
      messages: (page, since) => readFacebookMessages(graph, page, since),
      mentions: (page, since) => readFacebookMentions(graph, page, since),
      reviews: (page, since) => readFacebookRatings(graph, page, since),
    }),
    reply: (page, itemRemoteId, text) => replyOnFacebook(graph, page, itemRemoteId, text),
    moderate: (page, itemRemoteId, action) => moderateOnFacebook(graph, page, itemRemoteId, action),
    findReply: (page, itemRemoteId, reply) => findFacebookReply(graph, page, itemRemoteId, reply),
    like: (page, itemRemoteId) => likeOnFacebook(graph, page, itemRemoteId),
    block: (page, user) => blockOnFacebook(graph, page, user, true),
    unblock: (page, user) => blockOnFacebook(graph, page, user, false),
    readMetrics: (page, days) => readFacebookMetrics(graph, page, days),
    readPageFigures: (page, days) => readFacebookPageFigures(graph, page, days),
    readPostFigures: (page, remoteIds) => readFacebookPostFigures(graph, page, remoteIds),
    readCompetitor: (page, handle) => readFacebookCompetitor(graph, page, handle),
  };
}
